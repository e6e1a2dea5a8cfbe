-- Pausing a parent's check-ins (docs/product.md §2.14): a parent's current or coming pause, the
-- `paused` status and history step, and the notices that tell the family. The widened CHECKs are
-- NOT VALID: every row already written satisfies the narrower ones they replace.
CREATE TABLE "parent_pauses" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"starts_on" text NOT NULL,
	"ends_on" text NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"paused_by" text NOT NULL,
	"paused_by_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "parent_pauses_paused_by_check" CHECK (paused_by in ('owner', 'parent'))
);
--> statement-breakpoint
ALTER TABLE "check_in_events" DROP CONSTRAINT "check_in_events_kind_check";--> statement-breakpoint
ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_status_check";--> statement-breakpoint
ALTER TABLE "waiting_notices" DROP CONSTRAINT "waiting_notices_reason_check";--> statement-breakpoint
ALTER TABLE "parent_pauses" ADD CONSTRAINT "parent_pauses_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parent_pauses" ADD CONSTRAINT "parent_pauses_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_kind_check" CHECK (kind in ('skipped', 'paused', 'text_queued', 'call_due', 'sent', 'delivered', 'undeliverable', 'reply', 'checked_in_early', 'call_queued', 'call_answered', 'call_unanswered', 'family_told', 'claimed', 'resolved')) NOT VALID;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_status_check" CHECK (status in ('skipped', 'awaiting', 'calling', 'redialing', 'ok', 'needs_help', 'no_response', 'undeliverable', 'stopped', 'paused', 'resolved')) NOT VALID;--> statement-breakpoint
ALTER TABLE "waiting_notices" ADD CONSTRAINT "waiting_notices_reason_check" CHECK (reason in ('billing', 'deleted', 'welcome', 'paused', 'resumed')) NOT VALID;