CREATE TABLE "content_library" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text,
	"content_type" text NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"frequency" text DEFAULT 'daily' NOT NULL,
	"tags" text[] DEFAULT '{}' NOT NULL,
	"season" text DEFAULT 'any' NOT NULL,
	"mood" text DEFAULT 'caring' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_system_content" boolean DEFAULT false NOT NULL,
	"usage_count" integer DEFAULT 0 NOT NULL,
	"last_used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_campaigns" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"start_date" text NOT NULL,
	"end_date" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"color" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "message_categories_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"title" text NOT NULL,
	"message_content" text NOT NULL,
	"category_id" uuid,
	"variables" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"is_favorite" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "scheduled_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"campaign_id" uuid,
	"user_id" text NOT NULL,
	"day" integer NOT NULL,
	"send_date" text NOT NULL,
	"content" text NOT NULL,
	"type" text DEFAULT 'daily_checkin' NOT NULL,
	"include_fun_fact" boolean DEFAULT false NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "emails" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "user_id" text;--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_campaigns" ADD CONSTRAINT "message_campaigns_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "message_templates" ADD CONSTRAINT "message_templates_category_id_message_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."message_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_campaign_id_message_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."message_campaigns"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "scheduled_messages" ADD CONSTRAINT "scheduled_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "content_library_user_idx" ON "content_library" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "content_library_type_idx" ON "content_library" USING btree ("content_type");--> statement-breakpoint
CREATE INDEX "message_campaigns_user_idx" ON "message_campaigns" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "message_templates_user_idx" ON "message_templates" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "scheduled_messages_campaign_day_idx" ON "scheduled_messages" USING btree ("campaign_id","day");--> statement-breakpoint
CREATE INDEX "scheduled_messages_user_date_idx" ON "scheduled_messages" USING btree ("user_id","send_date");--> statement-breakpoint
ALTER TABLE "emails" ADD CONSTRAINT "emails_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "emails_user_idx" ON "emails" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_messages_user_idx" ON "sms_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "voice_calls_user_idx" ON "voice_calls" USING btree ("user_id","created_at");--> statement-breakpoint
UPDATE "sms_messages" SET "user_id" = c."user_id" FROM "check_ins" c WHERE "sms_messages"."context"->>'checkInId' = c."id"::text;--> statement-breakpoint
UPDATE "sms_messages" SET "user_id" = c."user_id" FROM "consents" c WHERE "sms_messages"."context"->>'consentId' = c."id"::text;--> statement-breakpoint
UPDATE "voice_calls" SET "user_id" = c."user_id" FROM "check_ins" c WHERE "voice_calls"."context"->>'checkInId' = c."id"::text;--> statement-breakpoint
INSERT INTO "message_categories" ("name", "icon", "color") VALUES
	('Daily Check-in', 'sun', 'amber'),
	('Medication Reminder', 'pill', 'rose'),
	('Appointment', 'calendar-days', 'sky'),
	('Encouragement', 'heart', 'violet'),
	('Family News', 'users', 'emerald');--> statement-breakpoint
INSERT INTO "content_library" ("content_type", "title", "content", "frequency", "tags", "season", "mood", "is_system_content") VALUES
	('fun_fact', 'Three hearts', 'An octopus has three hearts, and its blood is blue.', 'weekly', ARRAY['animals', 'ocean'], 'any', 'cheerful', true),
	('fun_fact', 'Hand in hand', 'Sea otters often hold paws while they sleep so they do not drift apart.', 'weekly', ARRAY['animals', 'ocean'], 'any', 'caring', true),
	('fun_fact', 'A flamboyance', 'A group of flamingos is called a flamboyance.', 'weekly', ARRAY['animals', 'words'], 'any', 'cheerful', true),
	('fun_fact', 'Berry surprising', 'To a botanist, a banana is a berry and a strawberry is not.', 'weekly', ARRAY['food', 'nature'], 'any', 'cheerful', true),
	('fun_fact', 'A growing tower', 'The Eiffel Tower stands several centimetres taller on a hot summer day, because its iron expands in the heat.', 'seasonal', ARRAY['places', 'science'], 'summer', 'cheerful', true),
	('fun_fact', 'Long days on Venus', 'A day on Venus lasts longer than its year: it turns once every 243 Earth days but circles the Sun in 225.', 'weekly', ARRAY['space', 'science'], 'any', 'professional', true),
	('fun_fact', 'A very short war', 'The shortest war on record, between Britain and Zanzibar in 1896, was over in less than an hour.', 'weekly', ARRAY['history'], 'any', 'professional', true),
	('fun_fact', 'Cube-shaped', 'Wombats are the only animals known to leave cube-shaped droppings.', 'weekly', ARRAY['animals'], 'any', 'cheerful', true),
	('fun_fact', 'The first crossword', 'The first crossword puzzle was printed in a New York newspaper in December 1913.', 'weekly', ARRAY['history', 'puzzles'], 'winter', 'professional', true),
	('fun_fact', 'Tasting feet', 'Butterflies taste their food with sensors on their feet.', 'seasonal', ARRAY['animals', 'nature'], 'spring', 'cheerful', true),
	('fun_fact', 'Hotter than the Sun', 'A bolt of lightning is about five times hotter than the surface of the Sun.', 'seasonal', ARRAY['weather', 'science'], 'summer', 'professional', true),
	('fun_fact', 'Not a nut', 'Peanuts are not nuts at all: they are legumes, like peas and beans.', 'weekly', ARRAY['food'], 'any', 'cheerful', true),
	('fun_fact', 'Backwards flight', 'Hummingbirds can fly backwards, and their hearts can beat more than a thousand times a minute.', 'seasonal', ARRAY['animals', 'nature'], 'spring', 'cheerful', true),
	('fun_fact', 'Sleepy koalas', 'Koalas sleep for up to 20 hours a day.', 'weekly', ARRAY['animals'], 'any', 'caring', true),
	('fun_fact', 'Autumn colours', 'The yellows and oranges of autumn leaves are there all summer long; they show once the green chlorophyll fades.', 'seasonal', ARRAY['nature', 'science'], 'fall', 'caring', true),
	('fun_fact', 'Snowflake shapes', 'Almost every snowflake has six sides, because of the way water molecules fit together as they freeze.', 'seasonal', ARRAY['weather', 'science'], 'winter', 'caring', true),
	('greeting', 'Sunny morning', 'Good morning! We hope the sun is shining wherever you are today.', 'daily', ARRAY['morning'], 'any', 'cheerful', true),
	('greeting', 'Thinking of you', 'Hello! Your family is thinking of you today.', 'daily', ARRAY['family'], 'any', 'caring', true),
	('greeting', 'Daily hello', 'Good day. This is your daily hello from the family.', 'daily', ARRAY['morning'], 'any', 'professional', true),
	('greeting', 'Spring is here', 'Happy spring! We hope you can enjoy some fresh air and new blossoms this week.', 'seasonal', ARRAY['seasons'], 'spring', 'cheerful', true),
	('greeting', 'Summer hello', 'Hello! Remember to drink plenty of water on these warm summer days.', 'seasonal', ARRAY['seasons', 'health'], 'summer', 'caring', true),
	('greeting', 'Crisp autumn', 'Good morning! We hope you are enjoying the crisp autumn air.', 'seasonal', ARRAY['seasons'], 'fall', 'caring', true),
	('greeting', 'Warm winter wishes', 'Stay warm today! Sending you cosy winter wishes.', 'seasonal', ARRAY['seasons'], 'winter', 'caring', true),
	('greeting', 'Weekend cheer', 'Happy weekend! We hope you have something nice planned.', 'weekly', ARRAY['weekend'], 'any', 'cheerful', true),
	('check_in_question', 'Feeling today', 'How are you feeling today?', 'daily', ARRAY['health'], 'any', 'caring', true),
	('check_in_question', 'Good sleep', 'Did you sleep well last night?', 'daily', ARRAY['health', 'sleep'], 'any', 'caring', true),
	('check_in_question', 'Breakfast', 'Have you had something to eat this morning?', 'daily', ARRAY['health', 'food'], 'any', 'caring', true),
	('check_in_question', 'Medicine taken', 'Have you taken your morning medication?', 'daily', ARRAY['health', 'medication'], 'any', 'professional', true),
	('check_in_question', 'Plans today', 'Anything fun planned for today?', 'daily', ARRAY['activities'], 'any', 'cheerful', true),
	('check_in_question', 'A short walk', 'Have you been able to get out for a short walk this week?', 'weekly', ARRAY['health', 'activities'], 'any', 'caring', true),
	('check_in_question', 'Staying cool', 'Are you keeping cool and drinking enough water in this heat?', 'seasonal', ARRAY['health', 'weather'], 'summer', 'caring', true),
	('check_in_question', 'Staying warm', 'Is the house warm enough in this cold weather?', 'seasonal', ARRAY['health', 'weather'], 'winter', 'caring', true),
	('follow_up', 'Glad to hear', 'Thank you for letting us know. We are glad you are well!', 'daily', ARRAY['reply'], 'any', 'cheerful', true),
	('follow_up', 'Help is coming', 'Thank you for telling us. Your family has been told and will be in touch soon.', 'daily', ARRAY['reply', 'help'], 'any', 'caring', true),
	('follow_up', 'Noted', 'Thank you. Your reply has been recorded and shared with your family.', 'daily', ARRAY['reply'], 'any', 'professional', true),
	('follow_up', 'Talk tomorrow', 'Have a lovely day. We will check in again tomorrow.', 'daily', ARRAY['reply'], 'any', 'caring', true),
	('follow_up', 'Call the family', 'Why not give the family a call this weekend? They would love to hear from you.', 'weekly', ARRAY['family'], 'any', 'caring', true),
	('follow_up', 'Rest well', 'Take it easy today and get some rest.', 'daily', ARRAY['health'], 'any', 'caring', true);
