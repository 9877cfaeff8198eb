-- contracts/repository.ts contractIdWithNumber (postgres); written by npm run sql:review

select
  "id"
from
  "contracts"
where
  "contract_number" = $1
  and "deleted_at" is null;
-- parameters: ["C-2027-001"]
