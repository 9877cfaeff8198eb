-- admin-dashboard/repository.ts upcomingFilings (postgres); written by npm run sql:review

select
  coalesce(sum(open_items), 0) as "n"
from
  "open_work_counts"
where
  "due_date" >= $1
  and "due_date" <= $2;
-- parameters: ["2026-11-20","2026-12-20"]

select
  "s"."id",
  "s"."client_id",
  "clients"."name" as "client_name",
  "s"."tax_type",
  "s"."period",
  "s"."due_date"
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
  $4;
-- parameters: [false,"2026-11-20","2026-12-20",10]

select
  "f"."id",
  "f"."client_id",
  "clients"."name" as "client_name",
  "f"."tax_type",
  "f"."period",
  "f"."due_date",
  "f"."status"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."status" in ($1, $2)
  and "f"."due_date" >= $3
  and "f"."due_date" <= $4
order by
  "f"."due_date",
  "f"."id"
limit
  $5;
-- parameters: ["draft","in_progress","2026-11-20","2026-12-20",10]
