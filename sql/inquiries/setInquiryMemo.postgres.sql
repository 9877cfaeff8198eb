-- inquiries/repository.ts setInquiryMemo (postgres); written by npm run sql:review

update "inquiries"
set
  "admin_memo" = $1,
  "updated_at" = $2
where
  "id" = $3;
-- parameters: ["called back","2026-11-20T10:00:00.000Z",7]
