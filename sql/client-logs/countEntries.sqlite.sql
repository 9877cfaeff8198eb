-- client-logs/repository.ts countEntries (sqlite); written by npm run sql:review

select
  count(*) as "n"
from
  "client_logs"
where
  "occurred_at" >= ?
  and "occurred_at" <= ?
  and "level" in (?)
  and "source" = ?
  and "message" like ? escape '\';
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]
