-- auth/repository.ts findResetTokenUser (sqlite); written by npm run sql:review

select
  "user_id"
from
  "password_reset_tokens"
where
  "token_hash" = ?
  and "used_at" is null
  and "expires_at" > ?;
-- parameters: ["hash","2026-11-20T10:00:00.000Z"]
