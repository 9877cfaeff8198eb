-- blog/repository.ts insertCategory (sqlite); written by npm run sql:review

insert into
  "blog_categories" (
    "name",
    "slug",
    "description",
    "sort_order",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: ["VAT","vat",null,0,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
