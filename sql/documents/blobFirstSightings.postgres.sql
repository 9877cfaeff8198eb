-- documents/repository.ts blobFirstSightings (postgres); written by npm run sql:review

select
  "blob_key",
  "first_seen_at"
from
  "document_blob_sightings"
where
  "blob_key" in ($1, $2);
-- parameters: ["aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb"]
