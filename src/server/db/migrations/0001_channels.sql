CREATE TABLE "emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_address" text NOT NULL,
	"from_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text NOT NULL,
	"kind" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"transport" text,
	"provider_message_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "emails_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "simulator_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sid" text NOT NULL,
	"kind" text NOT NULL,
	"direction" text NOT NULL,
	"phone" text NOT NULL,
	"service_number" text NOT NULL,
	"body" text NOT NULL,
	"client_reference" text,
	"state" text NOT NULL,
	"callbacks" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "simulator_events_sid_unique" UNIQUE("sid")
);
--> statement-breakpoint
CREATE TABLE "inbound_sms" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider_sid" text NOT NULL,
	"from_number" text NOT NULL,
	"to_number" text NOT NULL,
	"body" text NOT NULL,
	"handled_as" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "inbound_sms_providerSid_unique" UNIQUE("provider_sid")
);
--> statement-breakpoint
CREATE TABLE "phone_opt_outs" (
	"phone" text PRIMARY KEY NOT NULL,
	"opted_out" boolean NOT NULL,
	"keyword" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"body" text NOT NULL,
	"kind" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"allow_opted_out" boolean DEFAULT false NOT NULL,
	"provider_sid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_code" text,
	"error_message" text,
	"send_after" timestamp with time zone DEFAULT now() NOT NULL,
	"send_started_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "sms_messages_providerSid_unique" UNIQUE("provider_sid")
);
--> statement-breakpoint
CREATE TABLE "sms_send_slots" (
	"from_number" text PRIMARY KEY NOT NULL,
	"next_slot_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "voice_calls" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"idempotency_key" text NOT NULL,
	"to_number" text NOT NULL,
	"from_number" text NOT NULL,
	"message" text NOT NULL,
	"input_mode" text DEFAULT 'both' NOT NULL,
	"kind" text NOT NULL,
	"context" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"answer" text,
	"answer_input" text,
	"prompts_played" integer DEFAULT 0 NOT NULL,
	"provider_sid" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_message" text,
	"place_started_at" timestamp with time zone,
	"answered_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voice_calls_idempotencyKey_unique" UNIQUE("idempotency_key"),
	CONSTRAINT "voice_calls_providerSid_unique" UNIQUE("provider_sid")
);
--> statement-breakpoint
CREATE INDEX "emails_created_at_idx" ON "emails" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "simulator_events_phone_idx" ON "simulator_events" USING btree ("phone","created_at");--> statement-breakpoint
CREATE INDEX "inbound_sms_from_number_idx" ON "inbound_sms" USING btree ("from_number","received_at");--> statement-breakpoint
CREATE INDEX "sms_messages_to_number_idx" ON "sms_messages" USING btree ("to_number","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_status_idx" ON "sms_messages" USING btree ("status") WHERE status in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "voice_calls_to_number_idx" ON "voice_calls" USING btree ("to_number","created_at");