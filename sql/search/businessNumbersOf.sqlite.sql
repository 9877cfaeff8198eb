-- search/repository.ts businessNumbersOf (sqlite); written by npm run sql:review

select
  "id",
  "business_number"
from
  "clients"
where
  "id" in (?, ?)
  and "business_number" is not null;
-- parameters: [12,13]

select
  "id",
  "business_number"
from
  "companies"
where
  "id" in (?)
  and "business_number" is not null;
-- parameters: [4]
