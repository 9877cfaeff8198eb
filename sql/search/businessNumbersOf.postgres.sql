-- search/repository.ts businessNumbersOf (postgres); written by npm run sql:review

select
  "id",
  "business_number"
from
  "clients"
where
  "id" in ($1, $2)
  and "business_number" is not null;
-- parameters: [12,13]

select
  "id",
  "business_number"
from
  "companies"
where
  "id" in ($1)
  and "business_number" is not null;
-- parameters: [4]
