-- blog/repository.ts findCategoryIdBySlug (sqlite); written by npm run sql:review

select
  "id"
from
  "blog_categories"
where
  "slug" = ?;
-- parameters: ["vat"]
