-- announcements/repository.ts insertAnnouncement (postgres); written by npm run sql:review

insert into
  "announcements" (
    "title",
    "content",
    "is_pinned",
    "sort_order",
    "is_published",
    "starts_at",
    "ends_at",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9)
returning
  "id",
  "title",
  "content",
  "is_pinned",
  "sort_order",
  "is_published",
  "starts_at",
  "ends_at",
  "created_at",
  "updated_at";
-- parameters: ["Closed","Office closed",true,0,true,"2026-11-20T10:00:00.000Z",null,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
