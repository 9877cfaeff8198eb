-- engagement-letters/repository.ts updateTemplate (sqlite); written by npm run sql:review

update "engagement_letter_templates"
set
  "name" = ?,
  "body_en" = ?,
  "body_ko" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["Standard","Dear {{client.name}}","{{client.name}} 귀하","2026-11-20T10:00:00.000Z",7]
