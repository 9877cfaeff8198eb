-- blog/repository.ts findPost (sqlite); written by npm run sql:review

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
  "p"."updated_at",
  "p"."content",
  "p"."meta_title",
  "p"."meta_description"
from
  "blog_posts" as "p"
  left join "blog_categories" as "c" on "c"."id" = "p"."category_id"
where
  "p"."id" = ?;
-- parameters: [7]
