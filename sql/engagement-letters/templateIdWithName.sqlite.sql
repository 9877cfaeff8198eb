-- engagement-letters/repository.ts templateIdWithName (sqlite); written by npm run sql:review

select
  "id"
from
  "engagement_letter_templates"
where
  "name" = ?;
-- parameters: ["Standard"]
