-- tax-filings/repository.ts lockFilingState (sqlite); written by npm run sql:review

select
  "client_id",
  "status",
  "due_date"
from
  "tax_filings"
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: [7]
