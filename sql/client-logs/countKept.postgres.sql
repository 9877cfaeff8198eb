-- client-logs/repository.ts countKept (postgres); written by npm run sql:review

select
  (
    (
      select
        coalesce(sum(entries), 0) as "n"
      from
        "client_log_counts"
      where
        "hour" >= $1
        and "hour" < $2
        and "level" in ($3)
        and "source" = $4
    )
  ) + (
    (
      select
        count(*) as "n"
      from
        "client_logs"
      where
        "occurred_at" >= $5
        and "occurred_at" < $6
        and "level" in ($7)
        and "source" = $8
    )
  ) as "n";
-- parameters: ["2026-11-01T01:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","2026-11-01T00:30:00.000Z","2026-11-01T01:00:00.000Z","error","admin"]
