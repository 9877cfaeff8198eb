-- tax-filing-schedules/repository.ts findSchedule (sqlite); written by npm run sql:review

select
  "s"."id",
  "s"."client_id",
  "clients"."name" as "client_name",
  "s"."tax_type",
  "s"."period",
  "s"."due_date",
  "s"."recurrence",
  "s"."is_completed",
  "s"."completed_at",
  "s"."next_schedule_id",
  "s"."notes",
  "s"."assignee_user_id",
  "s"."created_at",
  "s"."updated_at"
from
  "tax_filing_schedules" as "s"
  inner join "clients" on "clients"."id" = "s"."client_id"
where
  "s"."id" = ?;
-- parameters: [7]
