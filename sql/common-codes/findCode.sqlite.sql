-- common-codes/repository.ts findCode (sqlite); written by npm run sql:review

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
  "code_group" = ?
  and "code_value" = ?;
-- parameters: ["tax_type","vat"]
