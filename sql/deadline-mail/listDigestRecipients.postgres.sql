-- deadline-mail/repository.ts listDigestRecipients (postgres); written by npm run sql:review

select
  "id",
  "email",
  "locale"
from
  "users"
where
  "mail_digest" = $1
  and "disabled_at" is null
order by
  "id";
-- parameters: [true]
