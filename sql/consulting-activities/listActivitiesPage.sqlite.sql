-- consulting-activities/repository.ts listActivitiesPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "consulting_activities" as "a"
where
  "a"."deleted_at" is null
  and "a"."client_id" = ?
  and "a"."contract_id" = ?
  and "a"."billable" = ?
  and "a"."activity_date" >= ?
  and "a"."activity_date" <= ?;
-- parameters: [7,4,true,"2026-11-01","2026-11-30"]

select
  "a"."id",
  "a"."client_id",
  (
    select
      clients.name
    from
      clients
    where
      clients.id = "a"."client_id"
  ) as "client_name",
  "a"."contract_id",
  "a"."activity_date",
  "a"."activity_type",
  "a"."subject",
  "a"."notes",
  "a"."duration_minutes",
  "a"."consultant",
  "a"."billable",
  "a"."created_at",
  "a"."updated_at"
from
  "consulting_activities" as "a"
where
  "a"."deleted_at" is null
  and "a"."client_id" = ?
  and "a"."contract_id" = ?
  and "a"."billable" = ?
  and "a"."activity_date" >= ?
  and "a"."activity_date" <= ?
order by
  "a"."activity_date" desc,
  "a"."id" desc
limit
  ?
offset
  ?;
-- parameters: [7,4,true,"2026-11-01","2026-11-30",20,20]
