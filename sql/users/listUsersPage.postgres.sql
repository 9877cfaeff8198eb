-- users/repository.ts listUsersPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "users"
where
  "role" = $1
  and (
    "email" ilike $2 escape '\'
    or "display_name" ilike $3 escape '\'
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
  "role" = $1
  and (
    "email" ilike $2 escape '\'
    or "display_name" ilike $3 escape '\'
  )
order by
  "id"
limit
  $4
offset
  $5;
-- parameters: ["staff","%kim%","%kim%",20,20]
