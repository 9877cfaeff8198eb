-- faq/repository.ts listFaqsInOrder (sqlite); written by npm run sql:review

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
order by
  "sort_order",
  "id";
-- parameters: []
