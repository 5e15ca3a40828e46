CREATE INDEX "donations_created_idx" ON "donations" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "memberships_created_idx" ON "memberships" USING btree ("created_at","id");