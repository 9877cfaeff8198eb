-- client-logs/repository.ts deleteChunkBefore (sqlite); written by npm run sql:review

delete from "client_logs"
where
  "id" in (
    select
      "id"
    from
      "client_logs"
    where
      "occurred_at" < ?
    limit
      ?
  )
returning
  "level",
  "source",
  "occurred_at";
-- parameters: ["2026-10-01T00:00:00.000Z",5000]
