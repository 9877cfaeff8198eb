-- users/repository.ts listAllUsers (postgres); written by npm run sql:review

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
order by
  "id";
-- parameters: []
