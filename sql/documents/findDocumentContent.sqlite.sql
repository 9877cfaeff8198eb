-- documents/repository.ts findDocumentContent (sqlite); written by npm run sql:review

select
  "id",
  "client_id",
  "file_name",
  "media_type",
  "size",
  "sha256",
  "blob_key",
  "encryption_key_id",
  "wrapped_key",
  "segment_sums",
  "visible_to_client",
  "request_id",
  "created_at"
from
  "documents"
where
  "id" = ?;
-- parameters: [9]
