-- calendar/repository.ts touchFeed (sqlite); written by npm run sql:review

update "calendar_feeds"
set
  "last_used_at" = ?
where
  "id" = ?;
-- parameters: ["2026-11-20T10:00:00.000Z",7]
