-- blog/repository.ts categoryExists (sqlite); written by npm run sql:review

select
  "id"
from
  "blog_categories"
where
  "id" = ?;
-- parameters: [3]
