-- auth/repository.ts revokeUserSession (postgres); written by npm run sql:review

update "sessions"
set
  "revoked_at" = $1
where
  "id" = $2
  and "principal" = $3
  and "user_id" = $4
  and "revoked_at" is null
  and "expires_at" > $5
  and "created_at" > $6;
-- parameters: ["2026-11-20T10:00:00.000Z",7,"staff",3,"2026-11-20T10:00:00.000Z","2026-11-13T10:00:00.000Z"]
