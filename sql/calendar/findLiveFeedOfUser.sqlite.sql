-- calendar/repository.ts findLiveFeedOfUser (sqlite); written by npm run sql:review

select
  "id",
  "created_at",
  "last_used_at"
from
  "calendar_feeds"
where
  "user_id" = ?
  and "revoked_at" is null;
-- parameters: [3]
