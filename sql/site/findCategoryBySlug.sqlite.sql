-- site/repository.ts findCategoryBySlug (sqlite); written by npm run sql:review

select
  "id",
  "name"
from
  "blog_categories"
where
  "slug" = ?;
-- parameters: ["vat"]
