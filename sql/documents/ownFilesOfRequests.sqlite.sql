-- documents/repository.ts ownFilesOfRequests (sqlite); written by npm run sql:review

select
  "id",
  "request_id",
  "file_name",
  "media_type",
  "size",
  "sha256",
  "uploader",
  "created_at"
from
  "documents"
where
  "client_id" = ?
  and "visible_to_client" = ?
  and "request_id" in (?, ?)
order by
  "request_id",
  "id";
-- parameters: [7,true,5,6]
