-- engagement-letters/repository.ts findPortalSignIn (sqlite); written by npm run sql:review

select
  "created_at",
  "method"
from
  "sessions"
where
  "family_id" = ?
  and "principal" = ?
  and "client_id" = ?;
-- parameters: ["5b0c6f0e-family","portal",3]
