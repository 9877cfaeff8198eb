-- users/repository.ts updateUser (sqlite); written by npm run sql:review

update "users"
set
  "email" = ?,
  "role" = ?,
  "display_name" = ?,
  "disabled_at" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["lee@example.com","admin","Lee",null,"2026-11-20T10:00:00.000Z",3]
