-- auth/repository.ts listLiveSessions (sqlite); written by npm run sql:review

select
  "id",
  "family_id",
  "user_agent",
  "ip",
  "created_at",
  "last_used_at",
  "expires_at"
from
  "sessions"
where
  "principal" = ?
  and "user_id" = ?
  and "revoked_at" is null
  and "expires_at" > ?
  and "created_at" > ?
order by
  "last_used_at" desc,
  "id" desc;
-- parameters: ["staff",3,"2026-11-20T10:00:00.000Z","2026-11-13T10:00:00.000Z"]
