-- inquiries/repository.ts findInquiry (postgres); written by npm run sql:review

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
  "id" = $1;
-- parameters: [7]
