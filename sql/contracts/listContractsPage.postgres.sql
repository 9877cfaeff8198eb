-- contracts/repository.ts listContractsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "contracts" as "c"
where
  "c"."deleted_at" is null
  and "c"."client_id" = $1
  and "c"."status" = $2
  and "c"."start_date" >= $3
  and "c"."start_date" <= $4;
-- parameters: [7,"active","2026-01-01","2026-12-31"]

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
  and "c"."client_id" = $1
  and "c"."status" = $2
  and "c"."start_date" >= $3
  and "c"."start_date" <= $4
order by
  "c"."start_date" desc,
  "c"."id" desc
limit
  $5
offset
  $6;
-- parameters: [7,"active","2026-01-01","2026-12-31",20,20]
