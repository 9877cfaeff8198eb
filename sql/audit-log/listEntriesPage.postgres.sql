-- audit-log/repository.ts listEntriesPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "audit_log" as "a"
  left join "users" as "u" on "u"."id" = "a"."user_id"
  left join "clients" as "c" on "c"."id" = "a"."actor_client_id"
where
  "a"."user_id" = $1
  and "a"."record_type" = $2
  and "a"."record_id" = $3
  and "a"."operation" = $4
  and "a"."occurred_at" >= $5
  and "a"."occurred_at" <= $6;
-- parameters: [3,"client","7","client.update","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z"]

select
  "a"."id",
  "a"."occurred_at",
  "a"."user_id",
  "u"."email" as "user_email",
  "a"."actor_kind",
  "a"."actor_client_id",
  "c"."name" as "actor_client_name",
  "a"."ip",
  "a"."request_id",
  "a"."operation",
  "a"."record_type",
  "a"."record_id",
  "a"."changes",
  "a"."bulk_read"
from
  "audit_log" as "a"
  left join "users" as "u" on "u"."id" = "a"."user_id"
  left join "clients" as "c" on "c"."id" = "a"."actor_client_id"
where
  "a"."user_id" = $1
  and "a"."record_type" = $2
  and "a"."record_id" = $3
  and "a"."operation" = $4
  and "a"."occurred_at" >= $5
  and "a"."occurred_at" <= $6
order by
  "a"."occurred_at" desc,
  "a"."id" desc
limit
  $7
offset
  $8;
-- parameters: [3,"client","7","client.update","2026-11-01T00:00:00.000Z","2026-11-20T10:00:00.000Z",20,20]
