-- site/repository.ts findCategoryBySlug (postgres); written by npm run sql:review

select
  "id",
  "name"
from
  "blog_categories"
where
  "slug" = $1;
-- parameters: ["vat"]
