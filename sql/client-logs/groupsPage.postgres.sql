-- client-logs/repository.ts groupsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  (
    select
      "fingerprint",
      count(*) as "n",
      min(occurred_at) as "first_seen",
      max(occurred_at) as "last_seen",
      max(id) as "sample_id",
      max(
        case
          when level = $1 then 1
          else 0
        end
      ) as "has_debug",
      max(
        case
          when level = $2 then 1
          else 0
        end
      ) as "has_info",
      max(
        case
          when level = $3 then 1
          else 0
        end
      ) as "has_warn",
      max(
        case
          when level = $4 then 1
          else 0
        end
      ) as "has_error"
    from
      "client_logs"
    where
      "occurred_at" >= $5
      and "occurred_at" <= $6
      and "level" in ($7)
      and "source" = $8
      and "message" ilike $9 escape '\'
    group by
      "fingerprint"
  ) as "g";
-- parameters: ["debug","info","warn","error","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%"]

select
  "g"."fingerprint",
  "g"."n",
  "g"."first_seen",
  "g"."last_seen",
  "g"."sample_id",
  "g"."has_debug",
  "g"."has_info",
  "g"."has_warn",
  "g"."has_error"
from
  (
    select
      "fingerprint",
      count(*) as "n",
      min(occurred_at) as "first_seen",
      max(occurred_at) as "last_seen",
      max(id) as "sample_id",
      max(
        case
          when level = $1 then 1
          else 0
        end
      ) as "has_debug",
      max(
        case
          when level = $2 then 1
          else 0
        end
      ) as "has_info",
      max(
        case
          when level = $3 then 1
          else 0
        end
      ) as "has_warn",
      max(
        case
          when level = $4 then 1
          else 0
        end
      ) as "has_error"
    from
      "client_logs"
    where
      "occurred_at" >= $5
      and "occurred_at" <= $6
      and "level" in ($7)
      and "source" = $8
      and "message" ilike $9 escape '\'
    group by
      "fingerprint"
  ) as "g"
order by
  "g"."n" desc,
  "g"."last_seen" desc,
  "g"."fingerprint"
limit
  $10
offset
  $11;
-- parameters: ["debug","info","warn","error","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",20,20]
