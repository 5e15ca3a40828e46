-- Trigrams (pg_trgm, a trusted extension since PostgreSQL 13: the database's owner may create it;
-- PGlite loads it at start) for the members list's search: ILIKE '%text%' on the name or the e-mail.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "payments_succeeded_operator_idx";--> statement-breakpoint
CREATE INDEX "members_erased_idx" ON "members" USING btree ("id") WHERE "members"."erased_at" is not null;--> statement-breakpoint
CREATE INDEX "memberships_name_trgm_idx" ON "memberships" USING gin ("full_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "memberships_email_trgm_idx" ON "memberships" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "donations_status_currency_created_idx" ON "donations" USING btree ("status","currency","created_at");--> statement-breakpoint
CREATE INDEX "payments_succeeded_operator_idx" ON "payments" USING btree ("operator","payable_kind","method","payable_id","currency","amount","paid_at","reversal","duplicate_of") WHERE "payments"."status" = 'succeeded';