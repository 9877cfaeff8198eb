-- mail/repository.ts listOutboxPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "outbox_emails"
where
  "status" = ?;
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
  "status" = ?
order by
  "id" desc
limit
  ?
offset
  ?;
-- parameters: ["failed",20,20]
