-- auth/repository.ts revokeUserSession (sqlite); written by npm run sql:review

update "sessions"
set
  "revoked_at" = ?
where
  "id" = ?
  and "principal" = ?
  and "user_id" = ?
  and "revoked_at" is null
  and "expires_at" > ?
  and "created_at" > ?;
-- parameters: ["2026-11-20T10:00:00.000Z",7,"staff",3,"2026-11-20T10:00:00.000Z","2026-11-13T10:00:00.000Z"]
