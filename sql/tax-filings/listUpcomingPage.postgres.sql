-- tax-filings/repository.ts listUpcomingPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filings" as "f"
  inner join "clients" on "clients"."id" = "f"."client_id"
where
  "f"."deleted_at" is null
  and "clients"."deleted_at" is null
  and "f"."status" in ($1, $2)
  and "f"."due_date" >= $3
  and "f"."due_date" <= $4;
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
  and "f"."status" in ($1, $2)
  and "f"."due_date" >= $3
  and "f"."due_date" <= $4
order by
  "f"."due_date",
  "f"."id"
limit
  $5
offset
  $6;
-- parameters: ["draft","in_progress","2026-11-20","2026-12-20",20,20]
