-- documents/repository.ts updateRequestReview (sqlite); written by npm run sql:review

update "document_requests"
set
  "status" = ?,
  "review_note" = ?,
  "reviewed_by" = ?,
  "reviewed_at" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["rejected","Page 2 is missing",2,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",5]
