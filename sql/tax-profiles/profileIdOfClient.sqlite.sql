-- tax-profiles/repository.ts profileIdOfClient (sqlite); written by npm run sql:review

select
  "id"
from
  "tax_profiles"
where
  "client_id" = ?;
-- parameters: [7]
