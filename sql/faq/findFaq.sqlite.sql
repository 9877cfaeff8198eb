-- faq/repository.ts findFaq (sqlite); written by npm run sql:review

select
  "id",
  "question",
  "answer",
  "category",
  "sort_order",
  "is_published",
  "created_at",
  "updated_at"
from
  "faqs"
where
  "id" = ?;
-- parameters: [7]
