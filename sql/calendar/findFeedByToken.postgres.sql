-- calendar/repository.ts findFeedByToken (postgres); written by npm run sql:review

select
  "calendar_feeds"."id",
  "calendar_feeds"."user_id"
from
  "calendar_feeds"
  inner join "users" on "users"."id" = "calendar_feeds"."user_id"
where
  "calendar_feeds"."token_hash" = $1
  and "calendar_feeds"."revoked_at" is null
  and "users"."disabled_at" is null;
-- parameters: ["hash"]
