-- engagement-letters/repository.ts findPortalSignIn (postgres); written by npm run sql:review

select
  "created_at",
  "method"
from
  "sessions"
where
  "family_id" = $1
  and "principal" = $2
  and "client_id" = $3;
-- parameters: ["5b0c6f0e-family","portal",3]
