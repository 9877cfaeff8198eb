-- blog/repository.ts categoryExists (postgres); written by npm run sql:review

select
  "id"
from
  "blog_categories"
where
  "id" = $1;
-- parameters: [3]
