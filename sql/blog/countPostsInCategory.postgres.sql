-- blog/repository.ts countPostsInCategory (postgres); written by npm run sql:review

select
  count(*) as "count"
from
  "blog_posts"
where
  "category_id" = $1;
-- parameters: [3]
