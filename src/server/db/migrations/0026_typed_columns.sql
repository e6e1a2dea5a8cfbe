-- The columns' values, typed in src/shared and src/server/db/schema, now known to the database
-- too. NOT VALID: rows already written are not re-read (every writer already kept to these).
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_status_check" CHECK (status in ('queued', 'placing', 'placed', 'ringing', 'in-progress', 'completed', 'busy', 'no-answer', 'failed', 'canceled')) NOT VALID;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_answer_check" CHECK (answer in ('ok', 'help', 'opt-out', 'agree', 'refuse', 'no-input')) NOT VALID;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_input_mode_check" CHECK (input_mode in ('keypad', 'speech', 'both')) NOT VALID;--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_personality_type_check" CHECK (personality_type in ('caring', 'cheerful', 'professional')) NOT VALID;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_status_check" CHECK (status in ('trialing', 'active', 'past_due', 'canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused')) NOT VALID;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_provider_check" CHECK (provider in ('demo', 'stripe')) NOT VALID;--> statement-breakpoint
ALTER TABLE "onboarding_progress" ADD CONSTRAINT "onboarding_progress_step_check" CHECK (step in ('account', 'parents', 'family-members', 'consent', 'schedule', 'payment', 'first-message')) NOT VALID;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_voice_response_check" CHECK (voice_response in ('keypad', 'voice', 'both')) NOT VALID;--> statement-breakpoint
ALTER TABLE "account_settings" ADD CONSTRAINT "account_settings_follow_up_delay_check" CHECK (follow_up_delay_minutes in (30, 60)) NOT VALID;--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_content_type_check" CHECK (content_type in ('fun_fact', 'greeting', 'check_in_question', 'follow_up')) NOT VALID;--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_frequency_check" CHECK (frequency in ('daily', 'weekly', 'monthly', 'seasonal')) NOT VALID;--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_season_check" CHECK (season in ('any', 'spring', 'summer', 'fall', 'winter')) NOT VALID;--> statement-breakpoint
ALTER TABLE "content_library" ADD CONSTRAINT "content_library_mood_check" CHECK (mood in ('caring', 'cheerful', 'professional')) NOT VALID;
