-- blog/repository.ts restorePostRow (postgres); written by npm run sql:review

update "blog_posts"
set
  "status" = coalesce("status_before_archive", $1),
  "status_before_archive" = $2,
  "archived_at" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "status" = $6
returning
  "status";
-- parameters: ["draft",null,null,"2026-11-20T10:00:00.000Z",7,"archived"]
