-- inquiries/repository.ts claimForConversion (sqlite); written by npm run sql:review

update "inquiries"
set
  "status" = ?,
  "converted_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" <> ?
returning
  "name",
  "email",
  "phone",
  "company_name",
  "subject",
  "message",
  "service_type";
-- parameters: ["converted","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,"converted"]
