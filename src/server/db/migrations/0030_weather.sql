CREATE TABLE "stand_in_weather_warnings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"zip" text NOT NULL,
	"kind" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stand_in_weather_warnings_kind_check" CHECK (kind in ('Extreme Heat Warning', 'Excessive Heat Warning', 'Extreme Cold Warning', 'Wind Chill Warning', 'Winter Storm Warning', 'Blizzard Warning', 'Ice Storm Warning', 'Hurricane Warning', 'Tornado Warning', 'Flood Warning', 'Flash Flood Warning'))
);
--> statement-breakpoint
CREATE TABLE "weather_warning_days" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"parent_id" uuid NOT NULL,
	"local_date" text NOT NULL,
	"kind" text NOT NULL,
	"nws_id" text NOT NULL,
	"headline" text NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"seen_at" timestamp with time zone NOT NULL,
	"check_in_opened_at" timestamp with time zone,
	CONSTRAINT "weather_warning_days_parent_date_key" UNIQUE("parent_id","local_date"),
	CONSTRAINT "weather_warning_days_kind_check" CHECK (kind in ('Extreme Heat Warning', 'Excessive Heat Warning', 'Extreme Cold Warning', 'Wind Chill Warning', 'Winter Storm Warning', 'Blizzard Warning', 'Ice Storm Warning', 'Hurricane Warning', 'Tornado Warning', 'Flood Warning', 'Flash Flood Warning'))
);
--> statement-breakpoint
ALTER TABLE "weather_warning_days" ADD CONSTRAINT "weather_warning_days_parent_id_parents_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."parents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stand_in_weather_warnings_zip_idx" ON "stand_in_weather_warnings" USING btree ("zip");