-- search/repository.ts searchIndex (postgres); written by npm run sql:review

select
  "kind",
  "record_id",
  "title",
  "detail"
from
  "search_index"
where
  document @@ to_tsquery('simple', $1)
order by
  - ts_rank(document, to_tsquery('simple', $2)),
  "kind",
  "record_id"
limit
  $3;
-- parameters: ["vat:* & kim:*","vat:* & kim:*",10]
