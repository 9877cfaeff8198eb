-- faq/repository.ts updateFaq (sqlite); written by npm run sql:review

update "faqs"
set
  "question" = ?,
  "answer" = ?,
  "category" = ?,
  "sort_order" = ?,
  "is_published" = ?,
  "updated_at" = ?
where
  "id" = ?
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
