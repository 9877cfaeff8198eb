-- companies/repository.ts findCompanyByCode (sqlite); written by npm run sql:review

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
  lower(code) = ?;
-- parameters: ["kim"]
