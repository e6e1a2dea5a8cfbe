CREATE TABLE "check_in_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"check_in_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"detail" jsonb DEFAULT '{}'::jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "check_ins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"parent_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"status" text NOT NULL,
	"skip_reason" text,
	"manual" boolean DEFAULT false NOT NULL,
	"sms_message_id" uuid,
	"body" text,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"follow_up_at" timestamp with time zone,
	"call_id" uuid,
	"responded_at" timestamp with time zone,
	"response_channel" text,
	"response_body" text,
	"alerted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "account_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"follow_up_delay_minutes" integer DEFAULT 60 NOT NULL,
	"voice_response" text DEFAULT 'both' NOT NULL,
	"voice_enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_check_in_id_check_ins_id_fk" FOREIGN KEY ("check_in_id") REFERENCES "public"."check_ins"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_events" ADD CONSTRAINT "check_in_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "check_in_events_check_in_idx" ON "check_in_events" USING btree ("check_in_id","at");--> statement-breakpoint
CREATE INDEX "check_in_events_user_idx" ON "check_in_events" USING btree ("user_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_parent_date_idx" ON "check_ins" USING btree ("parent_id","local_date");--> statement-breakpoint
CREATE INDEX "check_ins_user_idx" ON "check_ins" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "check_ins_follow_up_idx" ON "check_ins" USING btree ("follow_up_at");