-- engagement-letters/repository.ts updateTemplate (postgres); written by npm run sql:review

update "engagement_letter_templates"
set
  "name" = $1,
  "body_en" = $2,
  "body_ko" = $3,
  "updated_at" = $4
where
  "id" = $5;
-- parameters: ["Standard","Dear {{client.name}}","{{client.name}} 귀하","2026-11-20T10:00:00.000Z",7]
