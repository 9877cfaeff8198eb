-- documents/repository.ts documentKeysToRewrap (postgres); written by npm run sql:review

select
  "id",
  "encryption_key_id",
  "wrapped_key"
from
  "documents"
where
  "encryption_key_id" is not null
  and "encryption_key_id" != $1
  and "id" > $2
order by
  "id"
limit
  $3;
-- parameters: ["0123456789ab",200,200]
