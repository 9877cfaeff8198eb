-- client-logs/repository.ts countKept (sqlite); written by npm run sql:review

select
  (
    (
      select
        coalesce(sum(entries), 0) as "n"
      from
        "client_log_counts"
      where
        "hour" >= ?
        and "hour" < ?
        and "level" in (?)
        and "source" = ?
    )
  ) + (
    (
      select
        count(*) as "n"
      from
        "client_logs"
      where
        "occurred_at" >= ?
        and "occurred_at" < ?
        and "level" in (?)
        and "source" = ?
    )
  ) as "n";
-- parameters: ["2026-11-01T01:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","2026-11-01T00:30:00.000Z","2026-11-01T01:00:00.000Z","error","admin"]
