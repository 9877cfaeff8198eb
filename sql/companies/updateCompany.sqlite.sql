-- companies/repository.ts updateCompany (sqlite); written by npm run sql:review

update "companies"
set
  "code" = ?,
  "name" = ?,
  "business_number" = ?,
  "representative" = ?,
  "address" = ?,
  "phone" = ?,
  "is_active" = ?,
  "email" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["KIM","Kim Trading","123-45-67890","Kim",null,null,true,"kim@example.com","2026-11-20T10:00:00.000Z",7]
