-- documents/repository.ts filingClient (postgres); written by npm run sql:review

select
  "client_id"
from
  "tax_filings"
where
  "id" = $1
  and "deleted_at" is null;
-- parameters: [3]
