-- tax-filing-schedules/repository.ts listSchedulesPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filing_schedules" as "s"
  inner join "clients" on "clients"."id" = "s"."client_id"
where
  "s"."is_completed" = ?
  and "s"."client_id" = ?
  and "s"."due_date" >= ?
  and "s"."due_date" <= ?;
-- parameters: [false,7,"2026-11-01","2026-12-31"]

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
  "s"."is_completed" = ?
  and "s"."client_id" = ?
  and "s"."due_date" >= ?
  and "s"."due_date" <= ?
order by
  "s"."due_date",
  "s"."id"
limit
  ?
offset
  ?;
-- parameters: [false,7,"2026-11-01","2026-12-31",20,20]
