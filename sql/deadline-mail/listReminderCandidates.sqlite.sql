-- deadline-mail/repository.ts listReminderCandidates (sqlite); written by npm run sql:review

select
  "s"."id",
  "clients"."name" as "client_name",
  "clients"."email",
  "clients"."locale",
  "s"."tax_type",
  "s"."period",
  "s"."due_date",
  "s"."assignee_user_id"
from
  "tax_filing_schedules" as "s"
  inner join "clients" on "clients"."id" = "s"."client_id"
where
  "clients"."deleted_at" is null
  and "s"."is_completed" = ?
  and "s"."due_date" >= ?
  and "s"."due_date" <= ?
  and "clients"."remind_by_email" = ?
  and "clients"."email" is not null;
-- parameters: [false,"2026-11-20","2026-11-27",true]

select
  "f"."id",
  "clients"."name" as "client_name",
  "clients"."email",
  "clients"."locale",
  "f"."tax_type",
  "f"."period",
  "f"."due_date",
  "f"."assignee_user_id"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."status" in (?, ?)
  and "f"."due_date" >= ?
  and "f"."due_date" <= ?
  and "clients"."remind_by_email" = ?
  and "clients"."email" is not null;
-- parameters: ["draft","in_progress","2026-11-20","2026-11-27",true]
