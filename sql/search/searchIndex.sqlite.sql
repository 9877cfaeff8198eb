-- search/repository.ts searchIndex (sqlite); written by npm run sql:review

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
      rank as "rank"
    from
      "search_index"
    where
      search_index match ?
    limit
      ?
  ) as "c"
order by
  "c"."rank",
  "c"."kind",
  "c"."record_id"
limit
  ?;
-- parameters: ["\"vat\"* \"kim\"*",1000,10]
