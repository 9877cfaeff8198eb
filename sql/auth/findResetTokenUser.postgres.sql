-- auth/repository.ts findResetTokenUser (postgres); written by npm run sql:review

select
  "user_id"
from
  "password_reset_tokens"
where
  "token_hash" = $1
  and "used_at" is null
  and "expires_at" > $2;
-- parameters: ["hash","2026-11-20T10:00:00.000Z"]
