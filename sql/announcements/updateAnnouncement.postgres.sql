-- announcements/repository.ts updateAnnouncement (postgres); written by npm run sql:review

update "announcements"
set
  "title" = $1,
  "content" = $2,
  "is_pinned" = $3,
  "sort_order" = $4,
  "is_published" = $5,
  "starts_at" = $6,
  "ends_at" = $7,
  "updated_at" = $8
where
  "id" = $9
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
