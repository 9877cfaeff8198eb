-- mail/repository.ts requeue (postgres); written by npm run sql:review

update "outbox_emails"
set
  "status" = $1,
  "next_attempt_at" = $2,
  "attempts" = $3,
  "last_error" = $4,
  "lease_until" = $5
where
  "id" = $6;
-- parameters: ["pending","2026-11-20T10:00:00.000Z",0,null,null,7]
