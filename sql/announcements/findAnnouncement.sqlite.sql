-- announcements/repository.ts findAnnouncement (sqlite); written by npm run sql:review

select
  "id",
  "title",
  "content",
  "is_pinned",
  "sort_order",
  "is_published",
  "starts_at",
  "ends_at",
  "created_at",
  "updated_at"
from
  "announcements"
where
  "id" = ?;
-- parameters: [7]
