-- documents/repository.ts listOwnDocumentsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "documents"
where
  "client_id" = ?
  and "visible_to_client" = ?;
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
  "client_id" = ?
  and "visible_to_client" = ?
order by
  "created_at" desc,
  "id" desc
limit
  ?
offset
  ?;
-- parameters: [7,true,20,20]
