DROP INDEX "sms_messages_status_idx";--> statement-breakpoint
CREATE INDEX "sms_messages_outbox_idx" ON "sms_messages" USING btree ("send_after") WHERE status in ('queued', 'sending');--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_status_check" CHECK (status in ('queued', 'sending', 'accepted', 'sent', 'delivered', 'undelivered', 'failed', 'blocked'));