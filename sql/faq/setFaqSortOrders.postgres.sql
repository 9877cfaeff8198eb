-- faq/repository.ts setFaqSortOrders (postgres); written by npm run sql:review

update "faqs"
set
  "sort_order" = case id
    when $1 then cast($2 as integer)
    when $3 then cast($4 as integer)
  end,
  "updated_at" = $5
where
  "id" in ($6, $7);
-- parameters: [7,0,8,1,"2026-11-20T10:00:00.000Z",7,8]
