-- inquiries/repository.ts setInquiryStatus (sqlite); written by npm run sql:review

update "inquiries"
set
  "status" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" <> ?;
-- parameters: ["contacted","2026-11-20T10:00:00.000Z",7,"converted"]
