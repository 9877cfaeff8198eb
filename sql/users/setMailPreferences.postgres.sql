-- users/repository.ts setMailPreferences (postgres); written by npm run sql:review

update "users"
set
  "mail_digest" = $1,
  "mail_new_inquiries" = $2,
  "updated_at" = $3
where
  "id" = $4;
-- parameters: [true,false,"2026-11-20T10:00:00.000Z",3]
