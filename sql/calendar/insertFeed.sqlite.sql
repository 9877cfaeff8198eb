-- calendar/repository.ts insertFeed (sqlite); written by npm run sql:review

insert into
  "calendar_feeds" ("user_id", "token_hash", "created_at")
values
  (?, ?, ?)
returning
  "id";
-- parameters: [3,"hash","2026-11-20T10:00:00.000Z"]
