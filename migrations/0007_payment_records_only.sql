ALTER TABLE "donations" DROP COLUMN "payment_intent_id";--> statement-breakpoint
ALTER TABLE "memberships" DROP COLUMN "payment_intent_id";