-- companies/repository.ts insertCompany (postgres); written by npm run sql:review

insert into
  "companies" (
    "code",
    "name",
    "business_number",
    "representative",
    "address",
    "phone",
    "is_active",
    "email",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
returning
  "id";
-- parameters: ["KIM","Kim Trading","123-45-67890","Kim",null,null,true,"kim@example.com","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
