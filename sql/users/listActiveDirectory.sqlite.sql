-- users/repository.ts listActiveDirectory (sqlite); written by npm run sql:review

select
  "id",
  "email",
  "display_name"
from
  "users"
where
  "disabled_at" is null
order by
  coalesce("display_name", "email"),
  "id"
limit
  ?;
-- parameters: [200]
