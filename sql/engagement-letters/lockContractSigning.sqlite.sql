-- engagement-letters/repository.ts lockContractSigning (sqlite); written by npm run sql:review

select
  "signed_at",
  "status"
from
  "contracts"
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: [7]
