ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_status_check";--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "id" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "claimed_by" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "claimed_by_name" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "claimed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "resolved_by_name" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "resolved_note" text;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "resolved_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "account_settings" ADD COLUMN "owner_notices" text DEFAULT 'email' NOT NULL;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_id_unique" UNIQUE("id");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_subject_type_check" CHECK (subject_type in ('parent', 'family_member', 'owner'));--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_status_check" CHECK (status in ('skipped', 'awaiting', 'calling', 'ok', 'needs_help', 'no_response', 'undeliverable', 'stopped', 'resolved'));--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_owner_notices_check" CHECK (owner_notices in ('email', 'both', 'sms'));