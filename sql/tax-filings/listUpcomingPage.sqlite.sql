-- tax-filings/repository.ts listUpcomingPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."status" in (?, ?)
  and "f"."due_date" >= ?
  and "f"."due_date" <= ?;
-- parameters: ["draft","in_progress","2026-11-20","2026-12-20"]

select
  "f"."id",
  "f"."client_id",
  (
    select
      clients.name
    from
      clients
    where
      clients.id = "f"."client_id"
  ) as "client_name",
  "f"."tax_type",
  "f"."tax_year",
  "f"."period",
  "f"."status",
  "f"."due_date",
  "f"."filed_at",
  "f"."amount_due",
  "f"."refund_amount",
  "f"."memo",
  "f"."assignee_user_id",
  "f"."created_at",
  "f"."updated_at"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."status" in (?, ?)
  and "f"."due_date" >= ?
  and "f"."due_date" <= ?
order by
  "f"."due_date",
  "f"."id"
limit
  ?
offset
  ?;
-- parameters: ["draft","in_progress","2026-11-20","2026-12-20",20,20]
