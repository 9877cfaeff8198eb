-- tax-filings/repository.ts streamFilings (postgres); written by npm run sql:review

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
  and "f"."status" = $1
  and "f"."tax_year" = $2
order by
  "f"."tax_year" desc,
  "f"."id" desc;
-- parameters: ["draft",2026]
