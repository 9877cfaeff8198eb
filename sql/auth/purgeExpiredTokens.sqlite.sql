-- auth/repository.ts purgeExpiredTokens (sqlite); written by npm run sql:review

delete from "refresh_tokens"
where
  "expires_at" < ?;
-- parameters: ["2026-11-20T10:00:00.000Z"]

delete from "sessions"
where
  "expires_at" < ?;
-- parameters: ["2026-11-20T10:00:00.000Z"]

delete from "password_reset_tokens"
where
  "expires_at" < ?;
-- parameters: ["2026-11-20T10:00:00.000Z"]
