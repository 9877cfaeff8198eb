-- common-codes/repository.ts insertCodeIfAbsent (postgres); written by npm run sql:review

insert into
  "common_codes" (
    "code_group",
    "code_value",
    "name",
    "sort_order",
    "is_active",
    "attributes",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8)
on conflict ("code_group", "code_value") do nothing
returning
  "code_group",
  "code_value",
  "name",
  "sort_order",
  "is_active",
  "attributes",
  "created_at",
  "updated_at";
-- parameters: ["tax_type","vat","VAT return",1,true,"{\"form\":\"VAT-1\"}","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
