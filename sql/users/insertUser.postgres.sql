-- users/repository.ts insertUser (postgres); written by npm run sql:review

insert into
  "users" (
    "email",
    "password_hash",
    "role",
    "display_name",
    "password_changed_at",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7)
on conflict ("email") do nothing
returning
  "id";
-- parameters: ["lee@example.com","$argon2id$hash","staff","Lee","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
