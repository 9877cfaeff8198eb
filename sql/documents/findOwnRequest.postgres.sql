-- documents/repository.ts findOwnRequest (postgres); written by npm run sql:review

select
  "id",
  "status"
from
  "document_requests"
where
  "id" = $1
  and "client_id" = $2;
-- parameters: [5,7]
