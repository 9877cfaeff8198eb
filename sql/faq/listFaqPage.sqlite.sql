-- faq/repository.ts listFaqPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "faqs"
where
  "category" = ?
  and "is_published" = ?
  and (
    "question" like ? escape '\'
    or "answer" like ? escape '\'
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
  "category" = ?
  and "is_published" = ?
  and (
    "question" like ? escape '\'
    or "answer" like ? escape '\'
  )
order by
  "sort_order",
  "id"
limit
  ?
offset
  ?;
-- parameters: ["VAT",true,"%vat%","%vat%",20,20]
