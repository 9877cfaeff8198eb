-- engagement-letters/repository.ts templateIdWithName (postgres); written by npm run sql:review

select
  "id"
from
  "engagement_letter_templates"
where
  "name" = $1;
-- parameters: ["Standard"]
