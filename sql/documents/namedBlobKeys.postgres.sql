-- documents/repository.ts namedBlobKeys (postgres); written by npm run sql:review

select distinct
  "blob_key"
from
  "documents"
where
  "blob_key" in ($1, $2);
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"]
