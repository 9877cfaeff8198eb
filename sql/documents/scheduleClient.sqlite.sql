-- documents/repository.ts scheduleClient (sqlite); written by npm run sql:review

select
  "client_id"
from
  "tax_filing_schedules"
where
  "id" = ?;
-- parameters: [3]
