-- users/repository.ts countUsers (postgres); written by npm run sql:review

select
  count(*) as "count"
from
  "users";
-- parameters: []
