-- portal/repository.ts findOwnInvoice (sqlite); written by npm run sql:review

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
  "id" = ?
  and "client_id" = ?;
-- parameters: [12,7]
