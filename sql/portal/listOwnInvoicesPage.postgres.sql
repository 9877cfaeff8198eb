-- portal/repository.ts listOwnInvoicesPage (postgres); written by npm run sql:review

select
  "id",
  "invoice_number",
  "description",
  "amount",
  "invoice_date",
  "due_date",
  "is_paid",
  "paid_at",
  count(*) over () as "page_full_count"
from
  "revenue_entries"
where
  "client_id" = $1
order by
  "invoice_date" desc,
  "id" desc
limit
  $2
offset
  $3;
-- parameters: [7,20,20]

select
  count(*) as "total"
from
  "revenue_entries"
where
  "client_id" = $1;
-- parameters: [7]
