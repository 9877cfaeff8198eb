-- tax-filing-schedules/repository.ts countPending (postgres); written by npm run sql:review

select
  coalesce(sum(open_items), 0) as "n"
from
  "open_work_counts"
where
  "kind" = $1;
-- parameters: ["schedule"]
