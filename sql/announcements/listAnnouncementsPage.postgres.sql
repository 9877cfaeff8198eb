-- announcements/repository.ts listAnnouncementsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "announcements"
where
  (
    "is_published" = $1
    and (
      "starts_at" is null
      or "starts_at" <= $2
    )
    and (
      "ends_at" is null
      or "ends_at" > $3
    )
  )
  and "is_pinned" = $4
  and (
    "title" ilike $5 escape '\'
    or "content" ilike $6 escape '\'
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
    "is_published" = $1
    and (
      "starts_at" is null
      or "starts_at" <= $2
    )
    and (
      "ends_at" is null
      or "ends_at" > $3
    )
  )
  and "is_pinned" = $4
  and (
    "title" ilike $5 escape '\'
    or "content" ilike $6 escape '\'
  )
order by
  "is_pinned" desc,
  "sort_order",
  "id" desc
limit
  $7
offset
  $8;
-- parameters: [true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",true,"%closed%","%closed%",20,20]
