-- tax-filings/repository.ts listClientFilingsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_filings" as "f"
where
  "f"."deleted_at" is null
  and "f"."client_id" = ?
  and "f"."status" = ?
  and "f"."tax_year" = ?;
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
  and "f"."client_id" = ?
  and "f"."status" = ?
  and "f"."tax_year" = ?
order by
  "f"."tax_year" desc,
  "f"."id" desc
limit
  ?
offset
  ?;
-- parameters: [7,"filed",2026,20,20]
