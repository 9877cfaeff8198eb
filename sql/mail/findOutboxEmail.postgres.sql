-- mail/repository.ts findOutboxEmail (postgres); written by npm run sql:review

select
  "id",
  "recipient",
  "subject",
  "status",
  "attempts",
  "last_error",
  "created_at",
  "sent_at",
  "next_attempt_at"
from
  "outbox_emails"
where
  "id" = $1;
-- parameters: [7]
