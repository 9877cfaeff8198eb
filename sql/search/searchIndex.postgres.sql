-- search/repository.ts searchIndex (postgres); written by npm run sql:review

select
  "c"."kind",
  "c"."record_id",
  "c"."title",
  "c"."detail"
from
  (
    select
      "kind",
      "record_id",
      "title",
      "detail",
      - ts_rank(document, to_tsquery('simple', $1)) as "rank"
    from
      "search_index"
    where
      document @@ to_tsquery('simple', $2)
    limit
      $3
  ) as "c"
order by
  "c"."rank",
  "c"."kind",
  "c"."record_id"
limit
  $4;
-- parameters: ["vat:* & kim:*","vat:* & kim:*",1000,10]
