-- Backup contacts (docs/product.md §2.15, decision 048): the table, when an alert reached them,
-- a consent subject and a history step. The two widened CHECKs are NOT VALID: every row already
-- written satisfies the narrower ones they replace.
CREATE TABLE "backup_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"phone_kind" text NOT NULL,
	"email" text DEFAULT '' NOT NULL,
	"country" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "backup_contacts_phone_kind_check" CHECK (phone_kind in ('cell', 'landline'))
);
--> statement-breakpoint
ALTER TABLE "consents" DROP CONSTRAINT "consents_subject_type_check";--> statement-breakpoint
ALTER TABLE "check_in_events" DROP CONSTRAINT "check_in_events_kind_check";--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "backups_told_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "backup_contacts" ADD CONSTRAINT "backup_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "backup_contacts" ADD CONSTRAINT "backup_contacts_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "backup_contacts_parent_id_idx" ON "backup_contacts" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "backup_contacts_phone_idx" ON "backup_contacts" USING btree ("phone");--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_subject_type_check" CHECK (subject_type in ('parent', 'family_member', 'owner', 'backup_contact')) NOT VALID;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_kind_check" CHECK (kind in ('skipped', 'paused', 'text_queued', 'call_due', 'sent', 'delivered', 'undeliverable', 'reply', 'checked_in_early', 'call_queued', 'call_answered', 'call_unanswered', 'family_told', 'claimed', 'resolved', 'reopened', 'backups_told')) NOT VALID;