-- revenue-tracking/repository.ts revenueWithinBound (postgres); written by npm run sql:review

select
  pg_advisory_xact_lock($1);
-- parameters: [7402651201]

select
  coalesce(sum(total), 0) as "n"
from
  "revenue_monthly_totals";
-- parameters: []
