-- common-codes/repository.ts insertCodeIfAbsent (sqlite); written by npm run sql:review

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
  (?, ?, ?, ?, ?, ?, ?, ?)
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
