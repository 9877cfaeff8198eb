-- tax-filings/repository.ts listClientFilingsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filings" as "f"
where
  "f"."deleted_at" is null
  and "f"."client_id" = $1
  and "f"."status" = $2
  and "f"."tax_year" = $3;
-- parameters: [7,"filed",2026]

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
where
  "f"."deleted_at" is null
  and "f"."client_id" = $1
  and "f"."status" = $2
  and "f"."tax_year" = $3
order by
  "f"."tax_year" desc,
  "f"."id" desc
limit
  $4
offset
  $5;
-- parameters: [7,"filed",2026,20,20]
