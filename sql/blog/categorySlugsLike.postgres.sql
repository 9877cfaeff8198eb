-- blog/repository.ts categorySlugsLike (postgres); written by npm run sql:review

select
  "slug"
from
  "blog_categories"
where
  (
    "slug" = $1
    or "slug" like $2
  );
-- parameters: ["vat","vat-%"]
