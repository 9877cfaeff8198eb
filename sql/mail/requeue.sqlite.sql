-- mail/repository.ts requeue (sqlite); written by npm run sql:review

update "outbox_emails"
set
  "status" = ?,
  "next_attempt_at" = ?,
  "attempts" = ?,
  "last_error" = ?,
  "lease_until" = ?
where
  "id" = ?;
-- parameters: ["pending","2026-11-20T10:00:00.000Z",0,null,null,7]
