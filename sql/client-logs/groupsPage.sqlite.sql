-- client-logs/repository.ts groupsPage (sqlite); written by npm run sql:review

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
          when level = ? then 1
          else 0
        end
      ) as "has_debug",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_info",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_warn",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_error"
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
          when level = ? then 1
          else 0
        end
      ) as "has_debug",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_info",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_warn",
      max(
        case
          when level = ? then 1
          else 0
        end
      ) as "has_error"
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
  ) as "g"
order by
  "g"."n" desc,
  "g"."last_seen" desc,
  "g"."fingerprint"
limit
  ?
offset
  ?;
-- parameters: ["debug","info","warn","error","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z","error","admin","%TypeError%",20,20]
