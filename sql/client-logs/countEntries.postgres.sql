-- client-logs/repository.ts countEntries (postgres); written by npm run sql:review

select
  count(*) as "n"
from
  "client_logs"
where
  "occurred_at" >= $1
  and "occurred_at" <= $2
  and "level" in ($3)
  and "source" = $4
  and "message" ilike $5 escape '\';
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]
