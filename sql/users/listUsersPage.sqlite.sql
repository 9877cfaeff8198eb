-- users/repository.ts listUsersPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "users"
where
  "role" = ?
  and (
    "email" like ? escape '\'
    or "display_name" like ? escape '\'
  );
-- parameters: ["staff","%kim%","%kim%"]

select
  "id",
  "email",
  "role",
  "display_name",
  "disabled_at",
  "locale",
  "created_at"
from
  "users"
where
  "role" = ?
  and (
    "email" like ? escape '\'
    or "display_name" like ? escape '\'
  )
order by
  "id"
limit
  ?
offset
  ?;
-- parameters: ["staff","%kim%","%kim%",20,20]
