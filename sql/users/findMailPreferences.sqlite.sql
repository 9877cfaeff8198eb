-- users/repository.ts findMailPreferences (sqlite); written by npm run sql:review

select
  "mail_digest",
  "mail_new_inquiries"
from
  "users"
where
  "id" = ?;
-- parameters: [3]
