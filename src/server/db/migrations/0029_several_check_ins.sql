-- Several check-ins a day (docs/product.md §2.13): a parent's more times, and which of the day's
-- check-ins a row is. Every row written before is its day's first (slot 0). The new unique index
-- is built before the old one goes, so no moment is without one.
CREATE TABLE "check_in_times" (
	"parent_id" uuid NOT NULL,
	"user_id" text NOT NULL,
	"slot" integer NOT NULL,
	"message_time" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "check_in_times_parent_id_slot_pk" PRIMARY KEY("parent_id","slot"),
	CONSTRAINT "check_in_times_slot_check" CHECK (slot in (1, 2))
);
--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "slot" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_in_times" ADD CONSTRAINT "check_in_times_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "check_in_times" ADD CONSTRAINT "check_in_times_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "check_ins_parent_date_slot_idx" ON "check_ins" USING btree ("parent_id","local_date","slot");--> statement-breakpoint
DROP INDEX "check_ins_parent_date_idx";--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_slot_check" CHECK (slot in (0, 1, 2, 3));