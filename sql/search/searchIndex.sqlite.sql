-- search/repository.ts searchIndex (sqlite); written by npm run sql:review

select
  "kind",
  "record_id",
  "title",
  "detail"
from
  "search_index"
where
  search_index match ?
order by
  rank,
  "kind",
  "record_id"
limit
  ?;
-- parameters: ["\"vat\"* \"kim\"*",10]
