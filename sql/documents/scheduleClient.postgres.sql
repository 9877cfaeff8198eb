-- documents/repository.ts scheduleClient (postgres); written by npm run sql:review

select
  "client_id"
from
  "tax_filing_schedules"
where
  "id" = $1;
-- parameters: [3]
