-- auth/repository.ts revokeUserSession (postgres); written by npm run sql:review

update "sessions"
set
  "revoked_at" = $1
where
  "id" = $2
  and "user_id" = $3
  and "revoked_at" is null
  and "expires_at" > $4
  and "created_at" > $5;
-- parameters: ["2026-11-20T10:00:00.000Z",7,3,"2026-11-20T10:00:00.000Z","2026-11-13T10:00:00.000Z"]
