-- users/repository.ts countUsers (sqlite); written by npm run sql:review

select
  count(*) as "count"
from
  "users";
-- parameters: []
