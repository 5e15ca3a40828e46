ALTER TYPE "public"."outbox_status" ADD VALUE 'held';--> statement-breakpoint
CREATE TABLE "mailbox_day_counts" (
	"mailbox" text NOT NULL,
	"day" date NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "mailbox_day_counts_mailbox_day_pk" PRIMARY KEY("mailbox","day")
);
--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_open_digest_idx" ON "outbox" USING btree ("template") WHERE "outbox"."template" = 'staff-digest' and "outbox"."status" = 'pending';