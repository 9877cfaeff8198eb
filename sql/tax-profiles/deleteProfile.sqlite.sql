-- tax-profiles/repository.ts deleteProfile (sqlite); written by npm run sql:review

delete from "tax_profiles"
where
  "id" = ?;
-- parameters: [7]
