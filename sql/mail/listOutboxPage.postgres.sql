-- mail/repository.ts listOutboxPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "outbox_emails"
where
  "status" = $1;
-- parameters: ["failed"]

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
  "status" = $1
order by
  "id" desc
limit
  $2
offset
  $3;
-- parameters: ["failed",20,20]
