-- users/repository.ts setUserLocale (postgres); written by npm run sql:review

update "users"
set
  "locale" = $1,
  "updated_at" = $2
where
  "id" = $3;
-- parameters: ["ko","2026-11-20T10:00:00.000Z",3]
