-- revenue-tracking/repository.ts monthlyTotals (sqlite); written by npm run sql:review

select
  "month_start",
  "total",
  "paid",
  "entries" as "count"
from
  "revenue_monthly_totals"
where
  "month_start" >= ?
  and "month_start" <= ?;
-- parameters: ["2026-01-01","2026-12-01"]
