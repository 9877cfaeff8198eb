-- blog/repository.ts archivePostRow (sqlite); written by npm run sql:review

update "blog_posts"
set
  "status" = ?,
  "status_before_archive" = "status",
  "archived_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" <> ?
returning
  "status_before_archive";
-- parameters: ["archived","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,"archived"]
