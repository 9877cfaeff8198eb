-- documents/repository.ts documentKeysToRewrap (sqlite); written by npm run sql:review

select
  "id",
  "encryption_key_id",
  "wrapped_key"
from
  "documents"
where
  "encryption_key_id" is not null
  and "encryption_key_id" != ?
  and "id" > ?
order by
  "id"
limit
  ?;
-- parameters: ["0123456789ab",200,200]
