ALTER TABLE "memberships" ADD COLUMN "dues_channels" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
-- How an application's dues were paid, each way once and sorted: a mobile-money payment's operator,
-- any other payment's method, over the successful payments of the application and of its member's
-- years (the payments are the record; this is its copy on the row, for the list's filter by
-- operator: docs/decisions/035-dues-channels-on-the-row.md).
-- (PL/pgSQL, checked when first run: 'membership_year' may be a value added in the same transaction
-- as this migration, which a SQL function's body could not name. Its statements and the triggers'
-- are planned at each call, as a SQL function's are: a plan kept from when the tables were empty
-- would read every payment at each call once they are not, and PGlite never analyses to renew it.
-- The member's years are read first, then their payments by payments_payable_idx: no join that a
-- planner without statistics could make a scan of every payment.)
CREATE FUNCTION "dues_channels"(application uuid, member uuid) RETURNS text[] LANGUAGE plpgsql STABLE
  SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  RETURN (SELECT coalesce(array_agg(DISTINCT "channel" ORDER BY "channel"), '{}'::text[]) FROM (
    SELECT CASE WHEN "method" IN ('mobile_money', 'mobile_money_transfer') THEN "operator" ELSE "method"::text END AS "channel"
    FROM "payments"
    WHERE "status" = 'succeeded' AND (("payable_kind" = 'membership' AND "payable_id" = application)
      OR ("payable_kind" = 'membership_year' AND "payable_id" = ANY (ARRAY(SELECT "id" FROM "membership_years" WHERE "member_id" = member))))
  ) AS "paid" WHERE "channel" IS NOT NULL);
END
$$;--> statement-breakpoint
-- The applications already there, filled before any trigger (with the kinds compared as text, for the
-- same reason as above).
UPDATE "memberships" SET "dues_channels" = "paid"."channels" FROM (
  SELECT "application", array_agg(DISTINCT "channel" ORDER BY "channel") AS "channels" FROM (
    SELECT "payable_id" AS "application", CASE WHEN "method" IN ('mobile_money', 'mobile_money_transfer') THEN "operator" ELSE "method"::text END AS "channel"
    FROM "payments" WHERE "status" = 'succeeded' AND "payable_kind"::text = 'membership'
    UNION ALL
    SELECT "application"."id", CASE WHEN "payments"."method" IN ('mobile_money', 'mobile_money_transfer') THEN "payments"."operator" ELSE "payments"."method"::text END
    FROM "payments" INNER JOIN "membership_years" ON "membership_years"."id" = "payments"."payable_id"
      INNER JOIN "memberships" AS "application" ON "application"."member_id" = "membership_years"."member_id"
    WHERE "payments"."status" = 'succeeded' AND "payments"."payable_kind"::text = 'membership_year'
  ) AS "each" WHERE "channel" IS NOT NULL GROUP BY "application"
) AS "paid" WHERE "memberships"."id" = "paid"."application";--> statement-breakpoint
-- An application written with another member, or its copy written by anyone: it takes the list again.
-- (The triggers below write `dues_channels = dues_channels` to have it taken here, and only on the
-- rows whose list changes: every row written again is a row version more for each of the table's indexes.)
CREATE FUNCTION "memberships_take_dues_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."dues_channels" := "dues_channels"(NEW."id", NEW."member_id");
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_take_dues_channels" BEFORE INSERT OR UPDATE OF "member_id", "dues_channels" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_take_dues_channels"();--> statement-breakpoint
-- The applications a payment counts for: its own application, or every application of its year's member.
CREATE FUNCTION "memberships_retake_dues_channels"(kind payable_kind, payable uuid) RETURNS void LANGUAGE plpgsql
  SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF kind = 'membership' THEN
    UPDATE "memberships" SET "dues_channels" = "dues_channels"
    WHERE "id" = payable AND "dues_channels" IS DISTINCT FROM "dues_channels"("id", "member_id");
  ELSIF kind = 'membership_year' THEN
    UPDATE "memberships" SET "dues_channels" = "dues_channels"
    WHERE "member_id" = (SELECT "member_id" FROM "membership_years" WHERE "id" = payable) AND "dues_channels" IS DISTINCT FROM "dues_channels"("id", "member_id");
  END IF;
END
$$;--> statement-breakpoint
-- A successful payment written, changed or removed (or a payment becoming or ceasing to be one).
-- Run at the commit (deferred), like the year's trigger below: a payment confirmed takes the
-- applications' rows after the member's lock the transaction took to settle it, in the order staff
-- recording the same year take them, so that the two never wait on each other.
CREATE FUNCTION "payments_copy_dues_channels"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."status", OLD."method", OLD."operator", OLD."payable_kind", OLD."payable_id")
      IS NOT DISTINCT FROM (NEW."status", NEW."method", NEW."operator", NEW."payable_kind", NEW."payable_id") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."status" = 'succeeded' THEN
    PERFORM "memberships_retake_dues_channels"(OLD."payable_kind", OLD."payable_id");
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."status" = 'succeeded' THEN
    PERFORM "memberships_retake_dues_channels"(NEW."payable_kind", NEW."payable_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "payments_copy_dues_channels" AFTER INSERT OR DELETE OR UPDATE OF "status", "method", "operator", "payable_kind", "payable_id" ON "payments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "payments_copy_dues_channels"();--> statement-breakpoint
-- A year given to another member, or removed: the members before and after take their lists again.
CREATE FUNCTION "membership_years_copy_dues_channels"() RETURNS trigger LANGUAGE plpgsql
  SET plan_cache_mode = force_custom_plan AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."member_id" IS NOT DISTINCT FROM OLD."member_id" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "memberships" SET "dues_channels" = "dues_channels"
    WHERE "member_id" = OLD."member_id" AND "dues_channels" IS DISTINCT FROM "dues_channels"("id", "member_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    UPDATE "memberships" SET "dues_channels" = "dues_channels"
    WHERE "member_id" = NEW."member_id" AND "dues_channels" IS DISTINCT FROM "dues_channels"("id", "member_id");
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "membership_years_copy_dues_channels" AFTER INSERT OR DELETE OR UPDATE OF "member_id" ON "membership_years"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "membership_years_copy_dues_channels"();
