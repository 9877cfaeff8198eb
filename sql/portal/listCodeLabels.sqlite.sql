-- portal/repository.ts listCodeLabels (sqlite); written by npm run sql:review

select
  "code_group",
  "code_value",
  "name",
  "attributes"
from
  "common_codes"
where
  "code_group" in (?, ?);
-- parameters: ["tax_type","service_type"]
