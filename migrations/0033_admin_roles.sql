CREATE TYPE "public"."admin_role" AS ENUM('full', 'treasurer', 'content', 'messages');--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "role" "admin_role" DEFAULT 'full' NOT NULL;