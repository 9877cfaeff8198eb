-- documents/repository.ts countDocumentsUnderKey (sqlite); written by npm run sql:review

select
  count(*) as "count"
from
  "documents"
where
  "encryption_key_id" = ?;
-- parameters: ["0123456789ab"]
