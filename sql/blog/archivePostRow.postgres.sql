-- blog/repository.ts archivePostRow (postgres); written by npm run sql:review

update "blog_posts"
set
  "status" = $1,
  "status_before_archive" = "status",
  "archived_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" <> $5
returning
  "status_before_archive";
-- parameters: ["archived","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,"archived"]
