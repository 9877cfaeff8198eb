-- blog/repository.ts listAdminPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "blog_posts" as "p"
  left join "blog_categories" as "c" on "c"."id" = "p"."category_id"
where
  "p"."status" = $1
  and "p"."published_at" > $2
  and "p"."category_id" = $3
  and "p"."title" ilike $4 escape '\';
-- parameters: ["published","2026-11-20T10:00:00.000Z",3,"%vat%"]

select
  "p"."id",
  "p"."slug",
  "p"."title",
  "p"."excerpt",
  "p"."summary",
  "p"."category_id",
  "c"."name" as "category_name",
  "c"."slug" as "category_slug",
  "p"."tags",
  "p"."cover_image_url",
  "p"."author_name",
  "p"."status",
  "p"."published_at",
  "p"."archived_at",
  "p"."created_at",
  "p"."updated_at"
from
  "blog_posts" as "p"
  left join "blog_categories" as "c" on "c"."id" = "p"."category_id"
where
  "p"."status" = $1
  and "p"."published_at" > $2
  and "p"."category_id" = $3
  and "p"."title" ilike $4 escape '\'
order by
  "p"."created_at" desc,
  "p"."id" desc
limit
  $5
offset
  $6;
-- parameters: ["published","2026-11-20T10:00:00.000Z",3,"%vat%",20,20]
