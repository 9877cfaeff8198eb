-- portal/repository.ts findOwnRecord (sqlite); written by npm run sql:review

select
  "name",
  "email",
  "phone",
  "address",
  "locale"
from
  "clients"
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: [7]
