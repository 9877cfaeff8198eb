-- revenue-tracking/repository.ts totals (postgres); written by npm run sql:review

select
  coalesce(sum(total), 0) as "total",
  coalesce(sum(paid), 0) as "paid",
  coalesce(sum(entries), 0) as "count"
from
  "revenue_daily_totals"
where
  "invoice_date" >= $1
  and "invoice_date" <= $2;
-- parameters: ["2026-11-01","2026-11-30"]
