-- portal/repository.ts findOwnInvoice (postgres); written by npm run sql:review

select
  "id",
  "invoice_number",
  "description",
  "amount",
  "invoice_date",
  "due_date",
  "is_paid",
  "paid_at"
from
  "revenue_entries"
where
  "id" = $1
  and "client_id" = $2;
-- parameters: [12,7]
