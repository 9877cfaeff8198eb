-- documents/repository.ts countDocumentsUnderKey (postgres); written by npm run sql:review

select
  count(*) as "count"
from
  "documents"
where
  "encryption_key_id" = $1;
-- parameters: ["0123456789ab"]
