-- client-logs/repository.ts insertEntries (postgres); written by npm run sql:review

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
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11);
-- parameters: ["error","TypeError: x is undefined",null,"https://example.com/admin",null,"admin",null,"f1","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",3]
