ALTER TABLE "check_ins" DROP CONSTRAINT "check_ins_status_check";--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "question" text DEFAULT 'check_in' NOT NULL;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD COLUMN "direction" text DEFAULT 'outbound' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "channel" text DEFAULT 'sms' NOT NULL;--> statement-breakpoint
ALTER TABLE "consents" ADD COLUMN "verified_input" text;--> statement-breakpoint
ALTER TABLE "parents" ADD COLUMN "check_in_by" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "check_in_by" text DEFAULT 'text' NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "call_attempt" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "check_ins" ADD COLUMN "retry_reason" text;--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_question_check" CHECK (question in ('check_in', 'consent'));--> statement-breakpoint
ALTER TABLE "voice_calls" ADD CONSTRAINT "voice_calls_direction_check" CHECK (direction in ('outbound', 'inbound'));--> statement-breakpoint
ALTER TABLE "consents" ADD CONSTRAINT "consents_channel_check" CHECK (channel in ('sms', 'voice'));--> statement-breakpoint
ALTER TABLE "parents" ADD CONSTRAINT "parents_check_in_by_check" CHECK (check_in_by in ('text', 'call'));--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_retry_reason_check" CHECK (retry_reason in ('no_call', 'no_answer', 'busy', 'call_failed', 'answered_no_reply', 'no_result'));--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_check_in_by_check" CHECK (check_in_by in ('text', 'call'));--> statement-breakpoint
ALTER TABLE "check_ins" ADD CONSTRAINT "check_ins_status_check" CHECK (status in ('skipped', 'awaiting', 'calling', 'redialing', 'ok', 'needs_help', 'no_response', 'undeliverable', 'stopped', 'resolved'));