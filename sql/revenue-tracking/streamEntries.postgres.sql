-- revenue-tracking/repository.ts streamEntries (postgres); written by npm run sql:review

select
  "r"."id",
  "r"."client_id",
  (
    select
      clients.name
    from
      clients
    where
      clients.id = "r"."client_id"
  ) as "client_name",
  "r"."contract_id",
  "r"."description",
  "r"."amount",
  "r"."invoice_date",
  "r"."due_date",
  "r"."is_paid",
  "r"."paid_at",
  "r"."payment_method",
  "r"."invoice_number",
  "r"."invoice_issued_at",
  "r"."created_at",
  "r"."updated_at"
from
  "revenue_entries" as "r"
where
  "r"."client_id" = $1
order by
  "r"."invoice_date" desc,
  "r"."id" desc;
-- parameters: [7]
