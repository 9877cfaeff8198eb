-- engagement-letters/repository.ts deleteTemplate (postgres); written by npm run sql:review

delete from "engagement_letter_templates"
where
  "id" = $1;
-- parameters: [7]
