-- blog/repository.ts slugsLike (sqlite); written by npm run sql:review

select
  "slug"
from
  "blog_posts"
where
  (
    "slug" = ?
    or "slug" like ?
  );
-- parameters: ["vat-deadlines","vat-deadlines-%"]
