-- blog/repository.ts publishedPosts (sqlite); written by npm run sql:review

select
  "p"."id"
from
  "blog_posts" as "p"
where
  "p"."status" = ?
  and "p"."published_at" <= ?
  and "p"."category_id" = ?;
-- parameters: ["published","2026-11-20T10:00:00.000Z",3]
