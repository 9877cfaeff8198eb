-- portal/repository.ts listCodeLabels (postgres); written by npm run sql:review

select
  "code_group",
  "code_value",
  "name",
  "attributes"
from
  "common_codes"
where
  "code_group" in ($1, $2);
-- parameters: ["tax_type","service_type"]
