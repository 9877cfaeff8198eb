-- portal/repository.ts outstandingOf (postgres); written by npm run sql:review

select
  coalesce(sum("amount"), 0) as "total"
from
  "revenue_entries"
where
  "client_id" = $1
  and "is_paid" = $2;
-- parameters: [7,false]
