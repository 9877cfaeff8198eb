-- inquiries/repository.ts claimForConversion (postgres); written by npm run sql:review

update "inquiries"
set
  "status" = $1,
  "converted_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "status" <> $5
returning
  "name",
  "email",
  "phone",
  "company_name",
  "subject",
  "message",
  "service_type";
-- parameters: ["converted","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,"converted"]
