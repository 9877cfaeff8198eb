-- inquiries/repository.ts setInquiryStatus (postgres); written by npm run sql:review

update "inquiries"
set
  "status" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "status" <> $4;
-- parameters: ["contacted","2026-11-20T10:00:00.000Z",7,"converted"]
