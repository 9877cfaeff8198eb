-- faq/repository.ts listFaqPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "faqs"
where
  "category" = $1
  and "is_published" = $2
  and (
    "question" ilike $3 escape '\'
    or "answer" ilike $4 escape '\'
  );
-- parameters: ["VAT",true,"%vat%","%vat%"]

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
  "category" = $1
  and "is_published" = $2
  and (
    "question" ilike $3 escape '\'
    or "answer" ilike $4 escape '\'
  )
order by
  "sort_order",
  "id"
limit
  $5
offset
  $6;
-- parameters: ["VAT",true,"%vat%","%vat%",20,20]
