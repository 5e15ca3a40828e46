-- The money received by day, latest first (the donations' and payments' daily totals, decision 020):
-- the payments that stand, by when they were paid. The days are found by stepping back through this
-- index a day at a time instead of sorting every payment ever received (80 ms at 35,000 gifts).
CREATE INDEX "payments_standing_paid_idx" ON "payments" USING btree ("paid_at") WHERE "payments"."status" = 'succeeded' and "payments"."reversal" is null;