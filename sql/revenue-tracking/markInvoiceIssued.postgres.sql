-- revenue-tracking/repository.ts markInvoiceIssued (postgres); written by npm run sql:review

update "revenue_entries"
set
  "invoice_issued_at" = $1
where
  "id" = $2;
-- parameters: ["2026-11-20T10:00:00.000Z",7]
