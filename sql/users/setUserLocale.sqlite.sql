-- users/repository.ts setUserLocale (sqlite); written by npm run sql:review

update "users"
set
  "locale" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["ko","2026-11-20T10:00:00.000Z",3]
