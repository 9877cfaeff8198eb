-- users/repository.ts countActiveAdmins (sqlite); written by npm run sql:review

select
  count(*) as "count"
from
  "users"
where
  "role" = ?
  and "disabled_at" is null;
-- parameters: ["admin"]
