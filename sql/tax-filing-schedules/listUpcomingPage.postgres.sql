-- tax-filing-schedules/repository.ts listUpcomingPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filing_schedules" as "s"
  inner join "clients" on "clients"."id" = "s"."client_id"
where
  "clients"."deleted_at" is null
  and "s"."is_completed" = $1
  and "s"."due_date" >= $2
  and "s"."due_date" <= $3;
-- parameters: [false,"2026-11-20","2026-12-20"]

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
  "clients"."deleted_at" is null
  and "s"."is_completed" = $1
  and "s"."due_date" >= $2
  and "s"."due_date" <= $3
order by
  "s"."due_date",
  "s"."id"
limit
  $4
offset
  $5;
-- parameters: [false,"2026-11-20","2026-12-20",20,20]
