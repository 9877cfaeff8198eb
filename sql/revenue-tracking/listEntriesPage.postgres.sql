-- revenue-tracking/repository.ts listEntriesPage (postgres); written by npm run sql:review

select
  coalesce(sum(entries - paid_entries), 0) as "n"
from
  "revenue_daily_totals"
where
  "invoice_date" >= $1
  and "invoice_date" <= $2;
-- parameters: ["2026-11-01","2026-11-30"]

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
  "r"."is_paid" = $1
  and "r"."invoice_date" >= $2
  and "r"."invoice_date" <= $3
order by
  "r"."invoice_date" desc,
  "r"."id" desc
limit
  $4
offset
  $5;
-- parameters: [false,"2026-11-01","2026-11-30",20,20]
