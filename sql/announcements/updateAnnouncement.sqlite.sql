-- announcements/repository.ts updateAnnouncement (sqlite); written by npm run sql:review

update "announcements"
set
  "title" = ?,
  "content" = ?,
  "is_pinned" = ?,
  "sort_order" = ?,
  "is_published" = ?,
  "starts_at" = ?,
  "ends_at" = ?,
  "updated_at" = ?
where
  "id" = ?
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
-- parameters: ["Closed","Office closed",true,0,true,"2026-11-20T10:00:00.000Z",null,"2026-11-20T10:00:00.000Z",7]
