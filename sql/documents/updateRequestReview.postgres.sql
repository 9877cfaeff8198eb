-- documents/repository.ts updateRequestReview (postgres); written by npm run sql:review

update "document_requests"
set
  "status" = $1,
  "review_note" = $2,
  "reviewed_by" = $3,
  "reviewed_at" = $4,
  "updated_at" = $5
where
  "id" = $6;
-- parameters: ["rejected","Page 2 is missing",2,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5]
