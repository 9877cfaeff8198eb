-- client-logs/repository.ts listEntriesPage (postgres); written by npm run sql:review

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
  "occurred_at" >= $1
  and "occurred_at" <= $2
  and "level" in ($3)
  and "source" = $4
  and "message" ilike $5 escape '\'
order by
  "occurred_at" desc,
  "id" desc
limit
  $6
offset
  $7;
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",20,20]
