-- companies/repository.ts findCompany (postgres); written by npm run sql:review

select
  "id",
  "code",
  "name",
  "business_number",
  "representative",
  "address",
  "phone",
  "email",
  "is_active",
  "created_at",
  "updated_at"
from
  "companies"
where
  "id" = $1;
-- parameters: [7]
