-- tax-profiles/repository.ts profileIdOfClient (postgres); written by npm run sql:review

select
  "id"
from
  "tax_profiles"
where
  "client_id" = $1;
-- parameters: [7]
