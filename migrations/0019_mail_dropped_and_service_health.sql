ALTER TYPE "public"."outbox_status" ADD VALUE 'dropped';--> statement-breakpoint
CREATE TABLE "service_health" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"first_failure_at" timestamp with time zone,
	"last_failure_at" timestamp with time zone,
	"last_ok_at" timestamp with time zone,
	"detail" text
);
