-- companies/repository.ts deleteCompany (sqlite); written by npm run sql:review

delete from "companies"
where
  "id" = ?;
-- parameters: [7]
