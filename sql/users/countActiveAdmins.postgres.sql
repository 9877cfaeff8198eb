-- users/repository.ts countActiveAdmins (postgres); written by npm run sql:review

select
  count(*) as "count"
from
  "users"
where
  "role" = $1
  and "disabled_at" is null;
-- parameters: ["admin"]
