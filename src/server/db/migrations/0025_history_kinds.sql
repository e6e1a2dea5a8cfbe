-- Replies recorded before the reply rules were one function say yes, no and stop: they mean
-- what ok, needs_help and opt_out mean now (src/shared/check-in-steps.ts reads only these).
UPDATE "check_in_events" SET "detail" = jsonb_set("detail", '{meaning}', to_jsonb(CASE "detail"->>'meaning' WHEN 'yes' THEN 'ok' WHEN 'no' THEN 'needs_help' ELSE 'opt_out' END))
WHERE "kind" = 'reply' AND "detail"->>'meaning' IN ('yes', 'no', 'stop');--> statement-breakpoint
-- Every new step is one of the typed kinds. NOT VALID: a row of a kind no version writes any more
-- stays, unread, rather than stop the migration.
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_kind_check" CHECK (kind in ('skipped', 'text_queued', 'call_due', 'sent', 'delivered', 'undeliverable', 'reply', 'checked_in_early', 'call_queued', 'call_answered', 'call_unanswered', 'family_told', 'claimed', 'resolved')) NOT VALID;
