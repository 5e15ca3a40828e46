ALTER TABLE "donations" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "donations" ADD COLUMN "anonymous" boolean DEFAULT false NOT NULL;