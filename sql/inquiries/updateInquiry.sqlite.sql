-- inquiries/repository.ts updateInquiry (sqlite); written by npm run sql:review

update "inquiries"
set
  "name" = ?,
  "phone" = ?,
  "company_name" = ?,
  "subject" = ?,
  "message" = ?,
  "service_type" = ?,
  "email" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["Kim",null,null,"VAT","Help",null,"kim@example.com","2026-11-20T10:00:00.000Z",7]
