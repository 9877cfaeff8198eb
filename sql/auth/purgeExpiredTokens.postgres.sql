-- auth/repository.ts purgeExpiredTokens (postgres); written by npm run sql:review

delete from "refresh_tokens"
where
  "expires_at" < $1;
-- parameters: ["2026-11-20T10:00:00.000Z"]

delete from "sessions"
where
  "expires_at" < $1;
-- parameters: ["2026-11-20T10:00:00.000Z"]

delete from "password_reset_tokens"
where
  "expires_at" < $1;
-- parameters: ["2026-11-20T10:00:00.000Z"]
