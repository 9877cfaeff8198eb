-- deadline-mail/repository.ts listDigestRecipients (sqlite); written by npm run sql:review

select
  "id",
  "email",
  "locale"
from
  "users"
where
  "mail_digest" = ?
  and "disabled_at" is null
order by
  "id";
-- parameters: [true]
