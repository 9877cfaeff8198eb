-- engagement-letters/repository.ts findServiceLabel (sqlite); written by npm run sql:review

select
  "name",
  "attributes"
from
  "common_codes"
where
  "code_group" = ?
  and "code_value" = ?;
-- parameters: ["service_type","bookkeeping"]
