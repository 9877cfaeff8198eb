-- blog/repository.ts updateCategoryRow (sqlite); written by npm run sql:review

update "blog_categories"
set
  "name" = ?,
  "slug" = ?,
  "description" = ?,
  "sort_order" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["VAT","vat",null,0,"2026-11-20T10:00:00.000Z",3]
