-- calendar/repository.ts touchFeed (postgres); written by npm run sql:review

update "calendar_feeds"
set
  "last_used_at" = $1
where
  "id" = $2;
-- parameters: ["2026-11-20T10:00:00.000Z",7]
