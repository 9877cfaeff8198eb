-- faq/repository.ts updateFaq (postgres); written by npm run sql:review

update "faqs"
set
  "question" = $1,
  "answer" = $2,
  "category" = $3,
  "sort_order" = $4,
  "is_published" = $5,
  "updated_at" = $6
where
  "id" = $7
returning
  "id",
  "question",
  "answer",
  "category",
  "sort_order",
  "is_published",
  "created_at",
  "updated_at";
-- parameters: ["When is VAT due?","A month after the quarter.","VAT",1,true,"2026-11-20T10:00:00.000Z",7]
