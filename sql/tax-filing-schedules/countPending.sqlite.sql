-- tax-filing-schedules/repository.ts countPending (sqlite); written by npm run sql:review

select
  coalesce(sum(open_items), 0) as "n"
from
  "open_work_counts"
where
  "kind" = ?;
-- parameters: ["schedule"]
