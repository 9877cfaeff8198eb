-- engagement-letters/repository.ts findTemplate (postgres); written by npm run sql:review

select
  "id",
  "name",
  "body_en",
  "body_ko",
  "created_at",
  "updated_at"
from
  "engagement_letter_templates"
where
  "id" = $1;
-- parameters: [7]
