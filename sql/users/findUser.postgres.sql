-- users/repository.ts findUser (postgres); written by npm run sql:review

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
  "id" = $1;
-- parameters: [3]
