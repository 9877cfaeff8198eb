-- engagement-letters/repository.ts listTemplatePage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "engagement_letter_templates"
where
  "name" like ? escape '\';
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
  "name" like ? escape '\'
order by
  "name",
  "id"
limit
  ?
offset
  ?;
-- parameters: ["%standard%",20,20]
