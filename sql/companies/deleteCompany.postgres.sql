-- companies/repository.ts deleteCompany (postgres); written by npm run sql:review

delete from "companies"
where
  "id" = $1;
-- parameters: [7]
