-- contracts/repository.ts contractIdWithNumber (sqlite); written by npm run sql:review

select
  "id"
from
  "contracts"
where
  "contract_number" = ?
  and "deleted_at" is null;
-- parameters: ["C-2027-001"]
