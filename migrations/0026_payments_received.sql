-- A succeeded payment carried over from before payments were records (0006) without the instant it
-- was paid takes the instant its success was reported, else its creation: the payments list, its
-- days and its export order and count by paid_at (docs/decisions/021-one-list-of-payments.md).
UPDATE "payments" SET "paid_at" = COALESCE("status_at", "created_at") WHERE "status" = 'succeeded' AND "paid_at" IS NULL;--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("paid_at","id") WHERE "payments"."status" = 'succeeded';
