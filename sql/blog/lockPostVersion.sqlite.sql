-- blog/repository.ts lockPostVersion (sqlite); written by npm run sql:review

select
  "updated_at"
from
  "blog_posts"
where
  "id" = ?;
-- parameters: [7]
