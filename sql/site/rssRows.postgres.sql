-- site/repository.ts rssRows (postgres); written by npm run sql:review

select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."summary",
  "c"."name" as "category_name",
  "p"."published_at",
  "p"."updated_at"
from
  "blog_posts" as "p"
  left join "blog_categories" as "c" on "c"."id" = "p"."category_id"
where
  "p"."status" = $1
  and ("p"."published_at", "p"."id") < ($2, $3)
  and "p"."category_id" = $4
order by
  "p"."published_at" desc,
  "p"."id" desc
limit
  $5;
-- parameters: ["published","2026-11-20T10:00:00.000Z",7,3,20]
