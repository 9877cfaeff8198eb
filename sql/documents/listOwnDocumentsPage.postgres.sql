-- documents/repository.ts listOwnDocumentsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "documents"
where
  "client_id" = $1
  and "visible_to_client" = $2;
-- parameters: [7,true]

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
order by
  "created_at" desc,
  "id" desc
limit
  $3
offset
  $4;
-- parameters: [7,true,20,20]
