CREATE TABLE "donation_sums" (
	"currency" "currency" NOT NULL,
	"status" "donation_status" NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "donation_sums_currency_status_pk" PRIMARY KEY("currency","status")
);
--> statement-breakpoint
CREATE TABLE "payment_sums" (
	"payable_kind" "payable_kind" NOT NULL,
	"currency" "currency" NOT NULL,
	"stands" boolean NOT NULL,
	"count" integer NOT NULL,
	"amount" bigint NOT NULL,
	CONSTRAINT "payment_sums_payable_kind_currency_stands_pk" PRIMARY KEY("payable_kind","currency","stands")
);
--> statement-breakpoint
-- The sums follow every gift written, changed or removed, in the same statement (decision 032).
-- A change that moves no key nor amount (a status written again, a paid_at set) takes no lock.
CREATE FUNCTION "donation_sums_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."currency" = OLD."currency" AND NEW."status" = OLD."status" AND NEW."amount" = OLD."amount" THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' THEN
    UPDATE "donation_sums" SET "count" = "count" - 1, "amount" = "amount" - OLD."amount"
      WHERE "currency" = OLD."currency" AND "status" = OLD."status";
  END IF;
  IF TG_OP <> 'DELETE' THEN
    INSERT INTO "donation_sums" ("currency", "status", "count", "amount") VALUES (NEW."currency", NEW."status", 1, NEW."amount")
      ON CONFLICT ("currency", "status") DO UPDATE SET "count" = "donation_sums"."count" + 1, "amount" = "donation_sums"."amount" + EXCLUDED."amount";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "donation_sums_follow" AFTER INSERT OR DELETE OR UPDATE OF "currency", "status", "amount" ON "donations"
  FOR EACH ROW EXECUTE FUNCTION "donation_sums_follow"();--> statement-breakpoint
-- A payment counts once received (succeeded, with its instant), under whether it stands.
CREATE FUNCTION "payment_sums_follow"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  was_received boolean := TG_OP <> 'INSERT' AND OLD."status" = 'succeeded' AND OLD."paid_at" IS NOT NULL;
  is_received boolean := TG_OP <> 'DELETE' AND NEW."status" = 'succeeded' AND NEW."paid_at" IS NOT NULL;
BEGIN
  IF was_received AND is_received AND NEW."payable_kind" = OLD."payable_kind" AND NEW."currency" = OLD."currency" AND NEW."amount" = OLD."amount"
     AND (NEW."reversal" IS NULL AND NEW."duplicate_of" IS NULL) = (OLD."reversal" IS NULL AND OLD."duplicate_of" IS NULL) THEN
    RETURN NULL;
  END IF;
  IF was_received THEN
    UPDATE "payment_sums" SET "count" = "count" - 1, "amount" = "amount" - OLD."amount"
      WHERE "payable_kind" = OLD."payable_kind" AND "currency" = OLD."currency" AND "stands" = (OLD."reversal" IS NULL AND OLD."duplicate_of" IS NULL);
  END IF;
  IF is_received THEN
    INSERT INTO "payment_sums" ("payable_kind", "currency", "stands", "count", "amount")
      VALUES (NEW."payable_kind", NEW."currency", NEW."reversal" IS NULL AND NEW."duplicate_of" IS NULL, 1, NEW."amount")
      ON CONFLICT ("payable_kind", "currency", "stands") DO UPDATE SET "count" = "payment_sums"."count" + 1, "amount" = "payment_sums"."amount" + EXCLUDED."amount";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payment_sums_follow" AFTER INSERT OR DELETE OR UPDATE OF "payable_kind", "currency", "amount", "status", "paid_at", "reversal", "duplicate_of" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payment_sums_follow"();--> statement-breakpoint
-- Emptied with their table (a test's reset, a restore's clean slate).
CREATE FUNCTION "list_sums_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_TABLE_NAME = 'donations' THEN DELETE FROM "donation_sums"; ELSE DELETE FROM "payment_sums"; END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "donation_sums_forget" AFTER TRUNCATE ON "donations" FOR EACH STATEMENT EXECUTE FUNCTION "list_sums_forget"();--> statement-breakpoint
CREATE TRIGGER "payment_sums_forget" AFTER TRUNCATE ON "payments" FOR EACH STATEMENT EXECUTE FUNCTION "list_sums_forget"();--> statement-breakpoint
-- What is there already.
INSERT INTO "donation_sums" ("currency", "status", "count", "amount")
  SELECT "currency", "status", count(*), sum("amount") FROM "donations" GROUP BY "currency", "status";--> statement-breakpoint
INSERT INTO "payment_sums" ("payable_kind", "currency", "stands", "count", "amount")
  SELECT "payable_kind", "currency", "reversal" IS NULL AND "duplicate_of" IS NULL, count(*), sum("amount")
  FROM "payments" WHERE "status" = 'succeeded' AND "paid_at" IS NOT NULL GROUP BY 1, 2, 3;
