-- faq/repository.ts deleteFaq (postgres); written by npm run sql:review

delete from "faqs"
where
  "id" = $1;
-- parameters: [7]
