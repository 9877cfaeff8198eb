-- engagement-letters/repository.ts insertTemplate (sqlite); written by npm run sql:review

insert into
  "engagement_letter_templates" (
    "name",
    "body_en",
    "body_ko",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?)
returning
  "id";
-- parameters: ["Standard","Dear {{client.name}}",null,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
