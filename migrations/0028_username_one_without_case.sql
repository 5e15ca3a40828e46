-- Administrators' names are one without regard to case (docs/decisions/011-sign-in-limits.md).
-- Names that differ only by case (possible before through admin:create): the oldest keeps its name,
-- any later one is renamed with a number ("Admin" -> "Admin-2") and signs in under that name.
UPDATE "users" SET "username" = "users"."username" || '-' || "later"."n"
FROM (
  SELECT "id", row_number() OVER (PARTITION BY lower("username") ORDER BY "created_at", "id") AS "n" FROM "users"
) AS "later"
WHERE "later"."id" = "users"."id" AND "later"."n" > 1;--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));
