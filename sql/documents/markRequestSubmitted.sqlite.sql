-- documents/repository.ts markRequestSubmitted (sqlite); written by npm run sql:review

update "document_requests"
set
  "status" = ?,
  "submitted_at" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["submitted","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5]
