-- faq/repository.ts deleteFaq (sqlite); written by npm run sql:review

delete from "faqs"
where
  "id" = ?;
-- parameters: [7]
