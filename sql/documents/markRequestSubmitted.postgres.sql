-- documents/repository.ts markRequestSubmitted (postgres); written by npm run sql:review

update "document_requests"
set
  "status" = $1,
  "submitted_at" = $2,
  "updated_at" = $3
where
  "id" = $4;
-- parameters: ["submitted","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5]
