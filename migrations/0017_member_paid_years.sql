ALTER TABLE "memberships" ADD COLUMN "member_paid_years" integer[] DEFAULT '{}'::integer[] NOT NULL;--> statement-breakpoint
-- The years a member paid, ascending (membership_years is the record; this is its copy on each of
-- the member's applications, for the lists' filters: docs/decisions/013-members-and-years.md).
CREATE FUNCTION "member_paid_years"(member uuid) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg("year" ORDER BY "year"), '{}'::integer[]) FROM "membership_years" WHERE "member_id" = member AND "paid_at" IS NOT NULL
$$;--> statement-breakpoint
-- A year written, paid, unpaid, moved or removed: the member's applications (before and after) take the new list.
CREATE FUNCTION "membership_years_copy_paid"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "memberships" SET "member_paid_years" = "member_paid_years"(OLD."member_id") WHERE "member_id" = OLD."member_id";
  END IF;
  IF TG_OP <> 'DELETE' AND (TG_OP = 'INSERT' OR NEW."member_id" IS DISTINCT FROM OLD."member_id" OR NEW."year" IS DISTINCT FROM OLD."year" OR NEW."paid_at" IS DISTINCT FROM OLD."paid_at") THEN
    UPDATE "memberships" SET "member_paid_years" = "member_paid_years"(NEW."member_id") WHERE "member_id" = NEW."member_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "membership_years_copy_paid" AFTER INSERT OR DELETE OR UPDATE OF "member_id", "year", "paid_at" ON "membership_years"
  FOR EACH ROW EXECUTE FUNCTION "membership_years_copy_paid"();--> statement-breakpoint
-- An application given its member (or another one) takes that member's list.
CREATE FUNCTION "memberships_take_paid_years"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."member_paid_years" := CASE WHEN NEW."member_id" IS NULL THEN '{}'::integer[] ELSE "member_paid_years"(NEW."member_id") END;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_take_paid_years" BEFORE INSERT OR UPDATE OF "member_id", "member_paid_years" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_take_paid_years"();--> statement-breakpoint
UPDATE "memberships" SET "member_id" = "member_id" WHERE "member_id" IS NOT NULL;
