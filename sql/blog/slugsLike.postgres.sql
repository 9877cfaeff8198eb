-- blog/repository.ts slugsLike (postgres); written by npm run sql:review

select
  "slug"
from
  "blog_posts"
where
  (
    "slug" = $1
    or "slug" like $2
  );
-- parameters: ["vat-deadlines","vat-deadlines-%"]
