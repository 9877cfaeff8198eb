-- calendar/repository.ts deadlinesBetween (sqlite); written by npm run sql:review

select
  "s"."id",
  "s"."client_id",
  "clients"."name",
  "s"."tax_type",
  "s"."period",
  "s"."due_date",
  "s"."is_completed",
  "s"."updated_at"
from
  "tax_filing_schedules" as "s"
  inner join "clients" on "clients"."id" = "s"."client_id"
where
  "clients"."deleted_at" is null
  and "s"."due_date" >= ?
  and "s"."due_date" <= ?;
-- parameters: ["2026-11-01","2026-12-31"]

select
  "f"."id",
  "f"."client_id",
  "clients"."name",
  "f"."tax_type",
  "f"."period",
  "f"."due_date",
  "f"."status",
  "f"."updated_at"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."due_date" >= ?
  and "f"."due_date" <= ?;
-- parameters: ["2026-11-01","2026-12-31"]
