-- companies/repository.ts findCompanyByCode (postgres); written by npm run sql:review

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
  lower(code) = $1;
-- parameters: ["kim"]
