-- revenue-tracking/repository.ts lockEntryTotals (sqlite); written by npm run sql:review

select
  "amount",
  "invoice_date",
  "is_paid"
from
  "revenue_entries"
where
  "id" = ?;
-- parameters: [7]
