-- documents/repository.ts namedBlobKeys (sqlite); written by npm run sql:review

select distinct
  "blob_key"
from
  "documents"
where
  "blob_key" in (?, ?);
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"]
