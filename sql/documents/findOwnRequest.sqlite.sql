-- documents/repository.ts findOwnRequest (sqlite); written by npm run sql:review

select
  "id",
  "status"
from
  "document_requests"
where
  "id" = ?
  and "client_id" = ?;
-- parameters: [5,7]
