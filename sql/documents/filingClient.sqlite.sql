-- documents/repository.ts filingClient (sqlite); written by npm run sql:review

select
  "client_id"
from
  "tax_filings"
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: [3]
