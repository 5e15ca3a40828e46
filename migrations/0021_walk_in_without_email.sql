ALTER TABLE "members" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "memberships" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "phone" text;