-- site/repository.ts sitemapRows (sqlite); written by npm run sql:review

select
  "p"."id",
  "p"."slug",
  "p"."published_at",
  "p"."updated_at"
from
  "blog_posts" as "p"
where
  "p"."status" = ?
  and ("p"."published_at", "p"."id") < (?, ?)
order by
  "p"."published_at" desc,
  "p"."id" desc
limit
  ?;
-- parameters: ["published","2026-11-20T10:00:00.000Z",7,500]
