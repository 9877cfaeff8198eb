-- client-logs/repository.ts insertEntries (sqlite); written by npm run sql:review

insert into
  "client_logs" (
    "level",
    "message",
    "stack",
    "url",
    "user_agent",
    "source",
    "context",
    "fingerprint",
    "occurred_at",
    "received_at",
    "user_id"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?);
-- parameters: ["error","TypeError: x is undefined",null,"https://example.com/admin",null,"admin",null,"f1","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",3]
