-- contracts/repository.ts listContractsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "contracts" as "c"
where
  "c"."deleted_at" is null
  and "c"."client_id" = ?
  and "c"."status" = ?
  and "c"."start_date" >= ?
  and "c"."start_date" <= ?;
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
  and "c"."client_id" = ?
  and "c"."status" = ?
  and "c"."start_date" >= ?
  and "c"."start_date" <= ?
order by
  "c"."start_date" desc,
  "c"."id" desc
limit
  ?
offset
  ?;
-- parameters: [7,"active","2026-01-01","2026-12-31",20,20]
