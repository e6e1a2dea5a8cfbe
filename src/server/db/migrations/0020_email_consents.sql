CREATE TABLE "email_consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"address" text NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"unsubscribed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_consents_status_check" CHECK (status in ('waiting', 'confirmed', 'unsubscribed'))
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "list_unsubscribe_url" text;--> statement-breakpoint
ALTER TABLE "email_consents" ADD CONSTRAINT "email_consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "email_consents_account_address_idx" ON "email_consents" USING btree ("user_id","address");--> statement-breakpoint
CREATE INDEX "email_consents_address_idx" ON "email_consents" USING btree ("address","requested_at");