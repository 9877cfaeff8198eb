-- inquiries/repository.ts updateInquiry (postgres); written by npm run sql:review

update "inquiries"
set
  "name" = $1,
  "phone" = $2,
  "company_name" = $3,
  "subject" = $4,
  "message" = $5,
  "service_type" = $6,
  "email" = $7,
  "updated_at" = $8
where
  "id" = $9;
-- parameters: ["Kim",null,null,"VAT","Help",null,"kim@example.com","2026-11-20T10:00:00.000Z",7]
