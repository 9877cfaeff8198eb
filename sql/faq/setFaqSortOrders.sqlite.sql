-- faq/repository.ts setFaqSortOrders (sqlite); written by npm run sql:review

update "faqs"
set
  "sort_order" = case id
    when ? then cast(? as integer)
    when ? then cast(? as integer)
  end,
  "updated_at" = ?
where
  "id" in (?, ?);
-- parameters: [7,0,8,1,"2026-11-20T10:00:00.000Z",7,8]
