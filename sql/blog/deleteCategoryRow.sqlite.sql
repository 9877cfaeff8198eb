-- blog/repository.ts deleteCategoryRow (sqlite); written by npm run sql:review

delete from "blog_categories"
where
  "id" = ?;
-- parameters: [3]
