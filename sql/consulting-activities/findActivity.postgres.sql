-- consulting-activities/repository.ts findActivity (postgres); written by npm run sql:review

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
  and "a"."id" = $1;
-- parameters: [7]
