-- blog/repository.ts categorySlugsLike (sqlite); written by npm run sql:review

select
  "slug"
from
  "blog_categories"
where
  (
    "slug" = ?
    or "slug" like ?
  );
-- parameters: ["vat","vat-%"]
