-- site/repository.ts sitemapRows (postgres); written by npm run sql:review

select
  "p"."id",
  "p"."slug",
  "p"."published_at",
  "p"."updated_at"
from
  "blog_posts" as "p"
where
  "p"."status" = $1
  and ("p"."published_at", "p"."id") < ($2, $3)
order by
  "p"."published_at" desc,
  "p"."id" desc
limit
  $4;
-- parameters: ["published","2026-11-20T10:00:00.000Z",7,500]
