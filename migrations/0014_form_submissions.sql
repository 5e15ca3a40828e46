CREATE TABLE "form_submissions" (
	"route" text NOT NULL,
	"key" uuid NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"response" json,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "form_submissions_route_key_pk" PRIMARY KEY("route","key")
);
--> statement-breakpoint
CREATE INDEX "form_submissions_created_idx" ON "form_submissions" USING btree ("created_at");