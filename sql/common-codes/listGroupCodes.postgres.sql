-- common-codes/repository.ts listGroupCodes (postgres); written by npm run sql:review

select
  "code_group",
  "code_value",
  "name",
  "sort_order",
  "is_active",
  "attributes",
  "created_at",
  "updated_at"
from
  "common_codes"
where
  "code_group" = $1
  and "is_active" = $2
order by
  "code_group",
  "sort_order",
  "code_value";
-- parameters: ["tax_type",true]
