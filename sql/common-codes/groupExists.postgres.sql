-- common-codes/repository.ts groupExists (postgres); written by npm run sql:review

select
  "id"
from
  "common_codes"
where
  "code_group" = $1
limit
  $2;
-- parameters: ["tax_type",1]
