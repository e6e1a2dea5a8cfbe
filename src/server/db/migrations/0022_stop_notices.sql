CREATE TABLE "waiting_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"user_id" text,
	"reason" text NOT NULL,
	"channel" text NOT NULL,
	"send_to" text NOT NULL,
	"language" text DEFAULT 'en' NOT NULL,
	"zone" text NOT NULL,
	"content" jsonb NOT NULL,
	"send_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "waiting_notices_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "waiting_notices_reason_check" CHECK (reason in ('billing', 'deleted')),
	CONSTRAINT "waiting_notices_channel_check" CHECK (channel in ('sms', 'voice', 'email')),
	CONSTRAINT "waiting_notices_language_check" CHECK (language in ('en', 'es'))
);
--> statement-breakpoint
ALTER TABLE "voice_calls" DROP CONSTRAINT "voice_calls_question_check";--> statement-breakpoint
ALTER TABLE "subscriptions" ADD COLUMN "stop_to_announce" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "waiting_notices" ADD CONSTRAINT "waiting_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "waiting_notices_send_at_idx" ON "waiting_notices" USING btree ("send_at");--> statement-breakpoint
CREATE INDEX "subscriptions_stop_to_announce_idx" ON "subscriptions" USING btree ("user_id") WHERE "subscriptions"."stop_to_announce";--> statement-breakpoint
CREATE INDEX "subscriptions_trial_ends_idx" ON "subscriptions" USING btree ("trial_ends_at") WHERE "subscriptions"."status" = 'trialing';--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_question_check" CHECK (question in ('check_in', 'consent', 'notice'));