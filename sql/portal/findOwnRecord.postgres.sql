-- portal/repository.ts findOwnRecord (postgres); written by npm run sql:review

select
  "name",
  "email",
  "phone",
  "address",
  "locale"
from
  "clients"
where
  "id" = $1
  and "deleted_at" is null;
-- parameters: [7]
