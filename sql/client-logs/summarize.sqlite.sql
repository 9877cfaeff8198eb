-- client-logs/repository.ts summarize (sqlite); written by npm run sql:review

select
  "level",
  count(*) as "n"
from
  "client_logs"
where
  "occurred_at" >= ?
  and "occurred_at" <= ?
  and "level" in (?)
  and "source" = ?
  and "message" like ? escape '\'
group by
  "level";
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]

select
  substr("occurred_at", 1, 10) as "day",
  count(*) as "total",
  count(
    case
      when level = ? then 1
    end
  ) as "debug",
  count(
    case
      when level = ? then 1
    end
  ) as "info",
  count(
    case
      when level = ? then 1
    end
  ) as "warn",
  count(
    case
      when level = ? then 1
    end
  ) as "error"
from
  "client_logs"
where
  "occurred_at" >= ?
  and "occurred_at" <= ?
  and "level" in (?)
  and "source" = ?
  and "message" like ? escape '\'
group by
  substr("occurred_at", 1, 10)
order by
  substr("occurred_at", 1, 10);
-- parameters: ["debug","info","warn","error","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]

select
  "fingerprint",
  count(*) as "n",
  max(id) as "sample_id",
  max(occurred_at) as "last_seen"
from
  "client_logs"
where
  "occurred_at" >= ?
  and "occurred_at" <= ?
  and "level" in (?)
  and "source" = ?
  and "message" like ? escape '\'
group by
  "fingerprint"
order by
  count(*) desc,
  "fingerprint"
limit
  ?;
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",10]
