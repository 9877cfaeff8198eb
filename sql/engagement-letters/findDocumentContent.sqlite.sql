-- engagement-letters/repository.ts findDocumentContent (sqlite); written by npm run sql:review

select
  "id",
  "client_id",
  "blob_key",
  "sha256",
  "size",
  "encryption_key_id",
  "wrapped_key",
  "segment_sums"
from
  "documents"
where
  "id" = ?;
-- parameters: [11]
