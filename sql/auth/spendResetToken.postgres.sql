-- auth/repository.ts spendResetToken (postgres); written by npm run sql:review

update "password_reset_tokens"
set
  "used_at" = $1
where
  "token_hash" = $2
  and "used_at" is null
  and "expires_at" > $3
returning
  "user_id";
-- parameters: ["2026-11-20T10:00:00.000Z","hash","2026-11-20T10:00:00.000Z"]
