-- users/repository.ts setMailPreferences (sqlite); written by npm run sql:review

update "users"
set
  "mail_digest" = ?,
  "mail_new_inquiries" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: [true,false,"2026-11-20T10:00:00.000Z",3]
