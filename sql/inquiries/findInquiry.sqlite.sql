-- inquiries/repository.ts findInquiry (sqlite); written by npm run sql:review

select
  "id",
  "name",
  "email",
  "phone",
  "company_name",
  "subject",
  "message",
  "service_type",
  "status",
  "admin_memo",
  "client_id",
  "converted_at",
  "created_at",
  "updated_at"
from
  "inquiries"
where
  "id" = ?;
-- parameters: [7]
