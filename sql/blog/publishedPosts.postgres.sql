-- blog/repository.ts publishedPosts (postgres); written by npm run sql:review

select
  "p"."id"
from
  "blog_posts" as "p"
where
  "p"."status" = $1
  and "p"."published_at" <= $2
  and "p"."category_id" = $3;
-- parameters: ["published","2026-11-20T10:00:00.000Z",3]
