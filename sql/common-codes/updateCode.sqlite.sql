-- common-codes/repository.ts updateCode (sqlite); written by npm run sql:review

update "common_codes"
set
  "name" = ?,
  "sort_order" = ?,
  "is_active" = ?,
  "attributes" = ?,
  "updated_at" = ?
where
  "code_group" = ?
  and "code_value" = ?
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
