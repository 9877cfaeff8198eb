-- announcements/repository.ts listAnnouncementsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "announcements"
where
  (
    "is_published" = ?
    and (
      "starts_at" is null
      or "starts_at" <= ?
    )
    and (
      "ends_at" is null
      or "ends_at" > ?
    )
  )
  and "is_pinned" = ?
  and (
    "title" like ? escape '\'
    or "content" like ? escape '\'
  );
-- parameters: [true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",true,"%closed%","%closed%"]

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
  (
    "is_published" = ?
    and (
      "starts_at" is null
      or "starts_at" <= ?
    )
    and (
      "ends_at" is null
      or "ends_at" > ?
    )
  )
  and "is_pinned" = ?
  and (
    "title" like ? escape '\'
    or "content" like ? escape '\'
  )
order by
  "is_pinned" desc,
  "sort_order",
  "id" desc
limit
  ?
offset
  ?;
-- parameters: [true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",true,"%closed%","%closed%",20,20]
