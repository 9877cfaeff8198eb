-- portal/repository.ts listOwnEngagementsPage (postgres); written by npm run sql:review

select
  "id",
  "title",
  "contract_number",
  "service_type",
  "fee_type",
  "fee_amount",
  "start_date",
  "end_date",
  "status",
  "signed_at"
from
  "contracts"
where
  "client_id" = $1
  and "deleted_at" is null
order by
  "start_date" desc,
  "id" desc
limit
  $2
offset
  $3;
-- parameters: [7,20,20]

select
  count(*) as "total"
from
  "contracts"
where
  "client_id" = $1
  and "deleted_at" is null;
-- parameters: [7]
