-- revenue-tracking/repository.ts monthlyTotals (postgres); written by npm run sql:review

select
  "month_start",
  "total",
  "paid",
  "entries" as "count"
from
  "revenue_monthly_totals"
where
  "month_start" >= $1
  and "month_start" <= $2;
-- parameters: ["2026-01-01","2026-12-01"]
