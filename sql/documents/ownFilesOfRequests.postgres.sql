-- documents/repository.ts ownFilesOfRequests (postgres); written by npm run sql:review

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
  "client_id" = $1
  and "visible_to_client" = $2
  and "request_id" in ($3, $4)
order by
  "request_id",
  "id";
-- parameters: [7,true,5,6]
