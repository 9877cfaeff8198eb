-- common-codes/repository.ts findCode (postgres); written by npm run sql:review

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
  and "code_value" = $2;
-- parameters: ["tax_type","vat"]
