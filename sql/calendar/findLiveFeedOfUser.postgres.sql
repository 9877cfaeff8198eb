-- calendar/repository.ts findLiveFeedOfUser (postgres); written by npm run sql:review

select
  "id",
  "created_at",
  "last_used_at"
from
  "calendar_feeds"
where
  "user_id" = $1
  and "revoked_at" is null;
-- parameters: [3]
