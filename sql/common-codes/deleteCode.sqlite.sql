-- common-codes/repository.ts deleteCode (sqlite); written by npm run sql:review

delete from "common_codes"
where
  "code_group" = ?
  and "code_value" = ?;
-- parameters: ["tax_type","vat"]
