-- common-codes/repository.ts deleteCode (postgres); written by npm run sql:review

delete from "common_codes"
where
  "code_group" = $1
  and "code_value" = $2;
-- parameters: ["tax_type","vat"]
