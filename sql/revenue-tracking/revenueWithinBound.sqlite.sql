-- revenue-tracking/repository.ts revenueWithinBound (sqlite); written by npm run sql:review

select
  coalesce(sum(total), 0) as "n"
from
  "revenue_monthly_totals";
-- parameters: []
