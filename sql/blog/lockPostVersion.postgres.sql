-- blog/repository.ts lockPostVersion (postgres); written by npm run sql:review

select
  "updated_at"
from
  "blog_posts"
where
  "id" = $1
for update;
-- parameters: [7]
