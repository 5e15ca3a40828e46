ALTER TYPE "public"."donation_status" ADD VALUE 'refunded';--> statement-breakpoint
ALTER TYPE "public"."donation_status" ADD VALUE 'canceled';--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "duplicate_of" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversal_reason" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_by" uuid;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "reversed_by_name" text;--> statement-breakpoint
ALTER TABLE "receipts" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversed_by_users_id_fk" FOREIGN KEY ("reversed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_duplicate_of_idx" ON "payments" USING btree ("duplicate_of");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_reversal_check" CHECK ("payments"."reversal" in ('refunded', 'voided'));