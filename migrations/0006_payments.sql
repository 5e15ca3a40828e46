CREATE TYPE "public"."payable_kind" AS ENUM('donation', 'membership');--> statement-breakpoint
CREATE TYPE "public"."payment_method" AS ENUM('card', 'mobile_money', 'cash', 'bank_transfer', 'mobile_money_transfer', 'other');--> statement-breakpoint
CREATE TYPE "public"."payment_provider" AS ENUM('stripe', 'fedapay', 'test', 'staff');--> statement-breakpoint
CREATE TYPE "public"."payment_state" AS ENUM('pending', 'processing', 'succeeded', 'failed', 'canceled');--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payable_kind" "payable_kind" NOT NULL,
	"payable_id" uuid NOT NULL,
	"provider" "payment_provider" NOT NULL,
	"method" "payment_method" NOT NULL,
	"provider_ref" text,
	"amount" integer NOT NULL,
	"currency" "currency" NOT NULL,
	"status" "payment_state" DEFAULT 'pending' NOT NULL,
	"status_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"phone" text,
	"operator" text,
	"failure_reason" text,
	"next_step" jsonb,
	"idempotency_key" text,
	"recorded_by" uuid,
	"recorded_by_name" text,
	"note" text,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
DROP INDEX "donations_payment_intent_idx";--> statement-breakpoint
DROP INDEX "memberships_payment_intent_idx";--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "donor_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_payable_idx" ON "payments" USING btree ("payable_kind","payable_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_provider_ref_idx" ON "payments" USING btree ("provider","provider_ref");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_idempotency_idx" ON "payments" USING btree ("payable_kind","payable_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","created_at");--> statement-breakpoint
-- Today's payments carried over: each donation or membership that started one keeps it as its own record.
INSERT INTO "payments" ("payable_kind", "payable_id", "provider", "method", "provider_ref", "amount", "currency", "status", "status_at", "paid_at", "created_at", "updated_at")
SELECT 'donation', "id", CASE WHEN "payment_intent_id" LIKE 'test\_pi\_%' THEN 'test'::"payment_provider" ELSE 'stripe'::"payment_provider" END, 'card',
  "payment_intent_id", "amount", "currency", "status"::text::"payment_state", "status_at", "paid_at", "created_at", COALESCE("status_at", "created_at")
FROM "donations" WHERE "payment_intent_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "payments" ("payable_kind", "payable_id", "provider", "method", "provider_ref", "amount", "currency", "status", "status_at", "paid_at", "created_at", "updated_at")
SELECT 'membership', "id", CASE WHEN "payment_intent_id" LIKE 'test\_pi\_%' THEN 'test'::"payment_provider" ELSE 'stripe'::"payment_provider" END, 'card',
  "payment_intent_id", "dues_amount", "dues_currency", "payment_status"::text::"payment_state", "payment_status_at", "paid_at", "created_at", COALESCE("payment_status_at", "created_at")
FROM "memberships" WHERE "payment_intent_id" IS NOT NULL;
