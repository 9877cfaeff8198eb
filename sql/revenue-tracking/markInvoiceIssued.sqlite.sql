-- revenue-tracking/repository.ts markInvoiceIssued (sqlite); written by npm run sql:review

update "revenue_entries"
set
  "invoice_issued_at" = ?
where
  "id" = ?;
-- parameters: ["2026-11-20T10:00:00.000Z",7]
