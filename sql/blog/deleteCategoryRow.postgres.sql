-- blog/repository.ts deleteCategoryRow (postgres); written by npm run sql:review

delete from "blog_categories"
where
  "id" = $1;
-- parameters: [3]
