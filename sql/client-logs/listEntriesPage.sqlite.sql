-- client-logs/repository.ts listEntriesPage (sqlite); written by npm run sql:review

select
  "id",
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
from
  "client_logs"
where
  "occurred_at" >= ?
  and "occurred_at" <= ?
  and "level" in (?)
  and "source" = ?
  and "message" like ? escape '\'
order by
  "occurred_at" desc,
  "id" desc
limit
  ?
offset
  ?;
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",20,20]
