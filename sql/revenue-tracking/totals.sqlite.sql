-- revenue-tracking/repository.ts totals (sqlite); written by npm run sql:review

select
  coalesce(sum(total), 0) as "total",
  coalesce(sum(paid), 0) as "paid",
  coalesce(sum(entries), 0) as "count"
from
  "revenue_daily_totals"
where
  "invoice_date" >= ?
  and "invoice_date" <= ?;
-- parameters: ["2026-11-01","2026-11-30"]
