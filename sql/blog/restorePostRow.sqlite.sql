-- blog/repository.ts restorePostRow (sqlite); written by npm run sql:review

update "blog_posts"
set
  "status" = coalesce("status_before_archive", ?),
  "status_before_archive" = ?,
  "archived_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" = ?
returning
  "status";
-- parameters: ["draft",null,null,"2026-11-20T10:00:00.000Z",7,"archived"]
