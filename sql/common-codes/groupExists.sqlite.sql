-- common-codes/repository.ts groupExists (sqlite); written by npm run sql:review

select
  "id"
from
  "common_codes"
where
  "code_group" = ?
limit
  ?;
-- parameters: ["tax_type",1]
