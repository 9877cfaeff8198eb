-- portal/repository.ts outstandingOf (sqlite); written by npm run sql:review

select
  coalesce(sum("amount"), 0) as "total"
from
  "revenue_entries"
where
  "client_id" = ?
  and "is_paid" = ?;
-- parameters: [7,false]
