-- documents/repository.ts blobFirstSightings (sqlite); written by npm run sql:review

select
  "blob_key",
  "first_seen_at"
from
  "document_blob_sightings"
where
  "blob_key" in (?, ?);
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"]
