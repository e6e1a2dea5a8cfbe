CREATE TABLE "consents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"subject_type" text NOT NULL,
	"subject_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	"wording" text,
	"sent_at" timestamp with time zone,
	"next_reminder_at" timestamp with time zone,
	"verified_at" timestamp with time zone,
	"verified_from" text,
	"failed_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "family_member_parents" (
	"family_member_id" uuid NOT NULL,
	"parent_id" uuid NOT NULL,
	CONSTRAINT "family_member_parents_family_member_id_parent_id_pk" PRIMARY KEY("family_member_id","parent_id")
);
--> statement-breakpoint
CREATE TABLE "family_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"cell_phone" text NOT NULL,
	"email" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_or_county" text NOT NULL,
	"country" text NOT NULL,
	"notification_preference" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "parents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"relationship_type" text NOT NULL,
	"relationship_description" text DEFAULT '' NOT NULL,
	"phone" text NOT NULL,
	"timezone" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_or_county" text NOT NULL,
	"country" text NOT NULL,
	"message_time" text NOT NULL,
	"personality_type" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "profiles" (
	"user_id" text PRIMARY KEY NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text DEFAULT '' NOT NULL,
	"last_name" text NOT NULL,
	"nickname" text DEFAULT '' NOT NULL,
	"email" text NOT NULL,
	"cell_phone" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_or_county" text NOT NULL,
	"country" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member_parents" ADD CONSTRAINT "family_member_parents_family_member_id_family_members_id_fk" FOREIGN KEY ("family_member_id") REFERENCES "public"."family_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_member_parents" ADD CONSTRAINT "family_member_parents_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "family_members" ADD CONSTRAINT "family_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "consents_subject_idx" ON "consents" USING btree ("subject_type","subject_id");--> statement-breakpoint
CREATE INDEX "consents_phone_idx" ON "consents" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "family_member_parents_parent_idx" ON "family_member_parents" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "family_members_user_id_idx" ON "family_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "parents_user_id_idx" ON "parents" USING btree ("user_id");