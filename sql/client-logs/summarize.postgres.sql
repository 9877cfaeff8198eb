-- client-logs/repository.ts summarize (postgres); written by npm run sql:review

select
  "level",
  count(*) as "n"
from
  "client_logs"
where
  "occurred_at" >= $1
  and "occurred_at" <= $2
  and "level" in ($3)
  and "source" = $4
  and "message" ilike $5 escape '\'
group by
  "level";
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]

select
  to_char("occurred_at" at time zone 'UTC', 'YYYY-MM-DD') as "day",
  count(*) as "total",
  count(
    case
      when level = $1 then 1
    end
  ) as "debug",
  count(
    case
      when level = $2 then 1
    end
  ) as "info",
  count(
    case
      when level = $3 then 1
    end
  ) as "warn",
  count(
    case
      when level = $4 then 1
    end
  ) as "error"
from
  "client_logs"
where
  "occurred_at" >= $5
  and "occurred_at" <= $6
  and "level" in ($7)
  and "source" = $8
  and "message" ilike $9 escape '\'
group by
  to_char("occurred_at" at time zone 'UTC', 'YYYY-MM-DD')
order by
  to_char("occurred_at" at time zone 'UTC', 'YYYY-MM-DD');
-- parameters: ["debug","info","warn","error","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]

select
  "fingerprint",
  count(*) as "n",
  max(id) as "sample_id",
  max(occurred_at) as "last_seen"
from
  "client_logs"
where
  "occurred_at" >= $1
  and "occurred_at" <= $2
  and "level" in ($3)
  and "source" = $4
  and "message" ilike $5 escape '\'
group by
  "fingerprint"
order by
  count(*) desc,
  "fingerprint"
limit
  $6;
-- parameters: ["2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",10]
