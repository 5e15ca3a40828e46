CREATE TYPE "public"."privacy_request_kind" AS ENUM('copy', 'erasure');--> statement-breakpoint
ALTER TYPE "public"."payable_kind" ADD VALUE 'membership_year';--> statement-breakpoint
CREATE TABLE "convocations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"year" integer NOT NULL,
	"held_at" timestamp with time zone NOT NULL,
	"place" text NOT NULL,
	"agenda_en" text NOT NULL,
	"agenda_fr" text NOT NULL,
	"sent_by" uuid,
	"sent_by_name" text NOT NULL,
	"recipients" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_notes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"body" text NOT NULL,
	"author_id" uuid,
	"author_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"full_name" text NOT NULL,
	"email" text NOT NULL,
	"country" text NOT NULL,
	"country_code" text,
	"language" "language" DEFAULT 'en' NOT NULL,
	"category" "membership_category" DEFAULT 'adherent_individual' NOT NULL,
	"consent" boolean DEFAULT false NOT NULL,
	"erased_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"member_id" uuid NOT NULL,
	"year" integer NOT NULL,
	"category" "membership_category" NOT NULL,
	"dues_amount" integer NOT NULL,
	"dues_currency" "currency" NOT NULL,
	"payment_id" uuid,
	"paid_at" timestamp with time zone,
	"renewal_sent_at" timestamp with time zone,
	"link_opened_at" timestamp with time zone,
	"lapse_noticed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privacy_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"kind" "privacy_request_kind" NOT NULL,
	"language" "language" DEFAULT 'en' NOT NULL,
	"requested_at" timestamp with time zone DEFAULT now() NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"completed_by" uuid,
	"completed_by_name" text
);
--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "member_id" uuid;--> statement-breakpoint
ALTER TABLE "convocations" ADD CONSTRAINT "convocations_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_notes" ADD CONSTRAINT "member_notes_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_years" ADD CONSTRAINT "membership_years_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_years" ADD CONSTRAINT "membership_years_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "privacy_requests" ADD CONSTRAINT "privacy_requests_completed_by_users_id_fk" FOREIGN KEY ("completed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_notes_member_idx" ON "member_notes" USING btree ("member_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "members_email_idx" ON "members" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "members_name_idx" ON "members" USING btree ("full_name");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_years_member_year_idx" ON "membership_years" USING btree ("member_id","year");--> statement-breakpoint
CREATE INDEX "membership_years_year_idx" ON "membership_years" USING btree ("year","paid_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_open_idx" ON "privacy_requests" USING btree ("completed_at","due_at");--> statement-breakpoint
CREATE INDEX "privacy_requests_email_idx" ON "privacy_requests" USING btree ("email");--> statement-breakpoint
ALTER TABLE "memberships" ADD CONSTRAINT "memberships_member_id_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_member_idx" ON "memberships" USING btree ("member_id");--> statement-breakpoint
-- Today's applications become members and their years (docs/decisions/013-members-and-years.md).
-- One member per e-mail address (without case): their details from the application that paid
-- most recently, else the most recent one; they joined when they first applied.
INSERT INTO "members" ("full_name", "email", "country", "country_code", "language", "category", "consent", "created_at", "updated_at")
SELECT DISTINCT ON (lower(m."email")) m."full_name", lower(m."email"), m."country", m."country_code", m."language", m."category", m."consent",
  (SELECT min(e."created_at") FROM "memberships" e WHERE lower(e."email") = lower(m."email")), now()
FROM "memberships" m
ORDER BY lower(m."email"), (m."payment_status" = 'succeeded') DESC, m."paid_at" DESC NULLS LAST, m."created_at" DESC;--> statement-breakpoint
UPDATE "memberships" SET "member_id" = mb."id" FROM "members" mb WHERE lower("memberships"."email") = mb."email";--> statement-breakpoint
-- Each paid application pays its year (the year it was paid in, in Benin, when none was written),
-- with the category, dues and payment it was paid with. Two paid for one year: the first is the
-- year's payment (the other stays a payment of its application, for staff to refund).
INSERT INTO "membership_years" ("member_id", "year", "category", "dues_amount", "dues_currency", "payment_id", "paid_at", "created_at", "updated_at")
SELECT DISTINCT ON (a."member_id", a."year") a."member_id", a."year", a."category", a."dues_amount", a."dues_currency", a."payment_id", a."paid_at", a."paid_at", now()
FROM (
  SELECT m."member_id", m."category", m."dues_amount", m."dues_currency",
    coalesce(p."paid_at", m."paid_at", m."payment_status_at", m."created_at") AS "paid_at",
    coalesce(m."membership_year", extract(year FROM coalesce(p."paid_at", m."paid_at", m."payment_status_at", m."created_at") AT TIME ZONE 'Africa/Porto-Novo')::integer) AS "year",
    p."id" AS "payment_id"
  FROM "memberships" m
  LEFT JOIN LATERAL (
    SELECT "id", "paid_at" FROM "payments"
    WHERE "payable_kind" = 'membership' AND "payable_id" = m."id" AND "status" = 'succeeded'
    ORDER BY "paid_at" LIMIT 1
  ) p ON true
  WHERE m."payment_status" = 'succeeded' OR p."id" IS NOT NULL
) a
ORDER BY a."member_id", a."year", a."paid_at";--> statement-breakpoint
-- What the migration did, in the audit list where staff read the changes.
INSERT INTO "audit_log" ("username", "action", "entity", "label", "changes")
SELECT 'migration', 'migrate', 'members', NULL, jsonb_build_object(
  'applications', jsonb_build_object('from', null, 'to', (SELECT count(*) FROM "memberships")),
  'members', jsonb_build_object('from', null, 'to', (SELECT count(*) FROM "members")),
  'yearsPaid', jsonb_build_object('from', null, 'to', (SELECT count(*) FROM "membership_years")),
  'paymentsKept', jsonb_build_object('from', null, 'to', (SELECT count(*) FROM "payments" WHERE "payable_kind" = 'membership'))
)
WHERE EXISTS (SELECT 1 FROM "memberships");
