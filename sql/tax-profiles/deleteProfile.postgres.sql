-- tax-profiles/repository.ts deleteProfile (postgres); written by npm run sql:review

delete from "tax_profiles"
where
  "id" = $1;
-- parameters: [7]
