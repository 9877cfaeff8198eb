-- blog/repository.ts countPostsInCategory (sqlite); written by npm run sql:review

select
  count(*) as "count"
from
  "blog_posts"
where
  "category_id" = ?;
-- parameters: [3]
