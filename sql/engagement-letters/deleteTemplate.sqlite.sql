-- engagement-letters/repository.ts deleteTemplate (sqlite); written by npm run sql:review

delete from "engagement_letter_templates"
where
  "id" = ?;
-- parameters: [7]
