-- Applications left "dues unpaid" for a year their member had paid another way (on the member's
-- page, by a renewal link, by a second try) before the payment room answered them in the same
-- transaction (server/services/members/member-years.ts payYear): they read paid now, as
-- payYear would have left them — paid when the year was, active when they were pending. The years
-- (membership_years) are the record and are not changed; only their copy on the application is.
WITH "answered" AS (
  UPDATE "memberships" AS m
  SET "payment_status" = 'succeeded',
      "payment_status_at" = y."paid_at",
      "paid_at" = y."paid_at",
      "status" = CASE WHEN m."status" = 'pending' THEN 'active'::"membership_status" ELSE m."status" END,
      "version" = m."version" + 1,
      "updated_at" = now()
  FROM "membership_years" AS y
  WHERE y."member_id" = m."member_id"
    AND y."year" = m."membership_year"
    AND y."paid_at" IS NOT NULL
    AND m."payment_status" <> 'succeeded'
    AND m."dues_amount" > 0
  RETURNING m."id"
)
INSERT INTO "audit_log" ("username", "action", "entity", "label", "changes")
SELECT 'migration', 'migrate', 'memberships', NULL, jsonb_build_object('answered', jsonb_build_object('from', null, 'to', count(*)))
FROM "answered"
HAVING count(*) > 0;
