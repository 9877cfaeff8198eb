-- revenue-tracking/repository.ts listPendingPage (postgres); written by npm run sql:review

select
  coalesce(sum(entries - paid_entries), 0) as "n"
from
  "revenue_monthly_totals";
-- parameters: []

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
order by
  (r.due_date is null),
  "r"."due_date",
  "r"."invoice_date",
  "r"."id"
limit
  $2
offset
  $3;
-- parameters: [false,20,20]
