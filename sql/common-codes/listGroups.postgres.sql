-- common-codes/repository.ts listGroups (postgres); written by npm run sql:review

select
  "code_group",
  count(*) as "code_count",
  count(*) filter (
    where
      "is_active" = $1
  ) as "active_count"
from
  "common_codes"
group by
  "code_group"
order by
  "code_group";
-- parameters: [true]
