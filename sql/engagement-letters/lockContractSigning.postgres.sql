-- engagement-letters/repository.ts lockContractSigning (postgres); written by npm run sql:review

select
  "signed_at",
  "status"
from
  "contracts"
where
  "id" = $1
  and "deleted_at" is null
for update;
-- parameters: [7]
