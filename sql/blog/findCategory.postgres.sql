-- blog/repository.ts findCategory (postgres); written by npm run sql:review

select
  "c"."id",
  "c"."name",
  "c"."slug",
  "c"."description",
  "c"."sort_order",
  "counts"."post_count",
  "c"."created_at",
  "c"."updated_at"
from
  "blog_categories" as "c"
  left join (
    select
      "category_id",
      count(*) as "post_count"
    from
      "blog_posts"
    where
      "category_id" is not null
    group by
      "category_id"
  ) as "counts" on "counts"."category_id" = "c"."id"
where
  "c"."id" = $1;
-- parameters: [3]
