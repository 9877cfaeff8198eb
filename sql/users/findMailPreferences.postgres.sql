-- users/repository.ts findMailPreferences (postgres); written by npm run sql:review

select
  "mail_digest",
  "mail_new_inquiries"
from
  "users"
where
  "id" = $1;
-- parameters: [3]
