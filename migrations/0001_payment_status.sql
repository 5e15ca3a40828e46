ALTER TABLE "donations" ADD COLUMN "status_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_status" "donation_status" DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "payment_status_at" timestamp with time zone;