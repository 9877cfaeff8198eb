-- users/repository.ts updateUser (postgres); written by npm run sql:review

update "users"
set
  "email" = $1,
  "role" = $2,
  "display_name" = $3,
  "disabled_at" = $4,
  "updated_at" = $5
where
  "id" = $6;
-- parameters: ["lee@example.com","admin","Lee",null,"2026-11-20T10:00:00.000Z",3]
