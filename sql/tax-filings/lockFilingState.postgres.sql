-- tax-filings/repository.ts lockFilingState (postgres); written by npm run sql:review

select
  "client_id",
  "status",
  "due_date"
from
  "tax_filings"
where
  "id" = $1
  and "deleted_at" is null
for update;
-- parameters: [7]
