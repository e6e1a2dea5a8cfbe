CREATE INDEX "family_members_cell_phone_idx" ON "family_members" USING btree ("cell_phone");--> statement-breakpoint
CREATE INDEX "profiles_cell_phone_idx" ON "profiles" USING btree ("cell_phone");--> statement-breakpoint
CREATE INDEX "check_ins_alerted_idx" ON "check_ins" USING btree ("alerted_at") WHERE "check_ins"."status" in ('needs_help', 'no_response', 'undeliverable');