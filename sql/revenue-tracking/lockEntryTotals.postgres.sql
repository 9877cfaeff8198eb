-- revenue-tracking/repository.ts lockEntryTotals (postgres); written by npm run sql:review

select
  "amount",
  "invoice_date",
  "is_paid"
from
  "revenue_entries"
where
  "id" = $1
for update;
-- parameters: [7]
