-- blog/repository.ts updateCategoryRow (postgres); written by npm run sql:review

update "blog_categories"
set
  "name" = $1,
  "slug" = $2,
  "description" = $3,
  "sort_order" = $4,
  "updated_at" = $5
where
  "id" = $6;
-- parameters: ["VAT","vat",null,0,"2026-11-20T10:00:00.000Z",3]
