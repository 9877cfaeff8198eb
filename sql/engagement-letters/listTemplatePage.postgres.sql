-- engagement-letters/repository.ts listTemplatePage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "engagement_letter_templates"
where
  "name" ilike $1 escape '\';
-- parameters: ["%standard%"]

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
  "name" ilike $1 escape '\'
order by
  "name",
  "id"
limit
  $2
offset
  $3;
-- parameters: ["%standard%",20,20]
