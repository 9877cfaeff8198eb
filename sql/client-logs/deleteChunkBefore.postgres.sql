-- client-logs/repository.ts deleteChunkBefore (postgres); written by npm run sql:review

delete from "client_logs"
where
  "id" in (
    select
      "id"
    from
      "client_logs"
    where
      "occurred_at" < $1
    limit
      $2
  )
returning
  "level",
  "source",
  "occurred_at";
-- parameters: ["2026-10-01T00:00:00.000Z",5000]
