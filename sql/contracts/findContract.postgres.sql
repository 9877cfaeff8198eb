-- contracts/repository.ts findContract (postgres); written by npm run sql:review

select
  "c"."id",
  "c"."client_id",
  (
    select
      clients.name
    from
      clients
    where
      clients.id = "c"."client_id"
  ) as "client_name",
  "c"."title",
  "c"."contract_number",
  "c"."service_type",
  "c"."fee_type",
  "c"."fee_amount",
  "c"."start_date",
  "c"."end_date",
  "c"."status",
  "c"."signed_at",
  "c"."notes",
  "c"."created_at",
  "c"."updated_at"
from
  "contracts" as "c"
where
  "c"."deleted_at" is null
  and "c"."id" = $1;
-- parameters: [4]
