-- An alert taken in hand with no "SHE'S OK" within 60 minutes is opened to everyone again, once
-- (docs/product.md §2.15): when it was, and its history step. The widened CHECK is NOT VALID: every
-- row already written satisfies the narrower one it replaces.
ALTER TABLE "check_in_events" DROP CONSTRAINT "check_in_events_kind_check";--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "reopened_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_kind_check" CHECK (kind in ('skipped', 'paused', 'text_queued', 'call_due', 'sent', 'delivered', 'undeliverable', 'reply', 'checked_in_early', 'call_queued', 'call_answered', 'call_unanswered', 'family_told', 'claimed', 'resolved', 'reopened')) NOT VALID;