-- auth/repository.ts spendResetToken (sqlite); written by npm run sql:review

update "password_reset_tokens"
set
  "used_at" = ?
where
  "token_hash" = ?
  and "used_at" is null
  and "expires_at" > ?
returning
  "user_id";
-- parameters: ["2026-11-20T10:00:00.000Z","hash","2026-11-20T10:00:00.000Z"]
