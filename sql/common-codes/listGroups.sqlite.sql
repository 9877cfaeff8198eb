-- common-codes/repository.ts listGroups (sqlite); written by npm run sql:review

select
  "code_group",
  count(*) as "code_count",
  count(*) filter (
    where
      "is_active" = ?
  ) as "active_count"
from
  "common_codes"
group by
  "code_group"
order by
  "code_group";
-- parameters: [true]
