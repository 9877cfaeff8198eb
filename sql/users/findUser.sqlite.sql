-- users/repository.ts findUser (sqlite); written by npm run sql:review

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
  "id" = ?;
-- parameters: [3]
