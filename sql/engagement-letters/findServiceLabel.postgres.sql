-- engagement-letters/repository.ts findServiceLabel (postgres); written by npm run sql:review

select
  "name",
  "attributes"
from
  "common_codes"
where
  "code_group" = $1
  and "code_value" = $2;
-- parameters: ["service_type","bookkeeping"]
