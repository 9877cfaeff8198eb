-- auth/repository.ts insertResetToken (postgres); written by npm run sql:review

insert into
  "password_reset_tokens" (
    "user_id",
    "token_hash",
    "created_at",
    "expires_at"
  )
values
  ($1, $2, $3, $4);
-- parameters: [3,"hash","2026-11-20T10:00:00.000Z","2026-11-20T11:00:00.000Z"]
