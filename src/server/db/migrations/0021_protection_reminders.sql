CREATE TABLE "protection_reminders" (
	"parent_id" uuid PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"not_protected_since" timestamp with time zone NOT NULL,
	"next_reminder_at" timestamp with time zone NOT NULL,
	"reminders_sent" integer DEFAULT 0 NOT NULL,
	"last_reminded_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "protection_reminders" ADD CONSTRAINT "protection_reminders_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "protection_reminders" ADD CONSTRAINT "protection_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "protection_reminders_due_idx" ON "protection_reminders" USING btree ("next_reminder_at");--> statement-breakpoint
CREATE INDEX "protection_reminders_user_idx" ON "protection_reminders" USING btree ("user_id");