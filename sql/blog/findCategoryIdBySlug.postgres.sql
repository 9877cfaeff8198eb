-- blog/repository.ts findCategoryIdBySlug (postgres); written by npm run sql:review

select
  "id"
from
  "blog_categories"
where
  "slug" = $1;
-- parameters: ["vat"]
