-- common-codes/repository.ts updateCode (postgres); written by npm run sql:review

update "common_codes"
set
  "name" = $1,
  "sort_order" = $2,
  "is_active" = $3,
  "attributes" = $4,
  "updated_at" = $5
where
  "code_group" = $6
  and "code_value" = $7
returning
  "code_group",
  "code_value",
  "name",
  "sort_order",
  "is_active",
  "attributes",
  "created_at",
  "updated_at";
-- parameters: ["VAT return",1,true,"{\"form\":\"VAT-1\"}","2026-11-20T10:00:00.000Z","tax_type","vat"]
