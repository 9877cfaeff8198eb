-- inquiries/repository.ts setInquiryMemo (sqlite); written by npm run sql:review

update "inquiries"
set
  "admin_memo" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["called back","2026-11-20T10:00:00.000Z",7]
