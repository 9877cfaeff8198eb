-- companies/repository.ts updateCompany (postgres); written by npm run sql:review

update "companies"
set
  "code" = $1,
  "name" = $2,
  "business_number" = $3,
  "representative" = $4,
  "address" = $5,
  "phone" = $6,
  "is_active" = $7,
  "email" = $8,
  "updated_at" = $9
where
  "id" = $10;
-- parameters: ["KIM","Kim Trading","123-45-67890","Kim",null,null,true,"kim@example.com","2026-11-20T10:00:00.000Z",7]
