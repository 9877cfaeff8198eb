-- common-codes/repository.ts listActiveCodes (postgres); written by npm run sql:review

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
  "is_active" = $1
order by
  "code_group",
  "sort_order",
  "code_value";
-- parameters: [true]
