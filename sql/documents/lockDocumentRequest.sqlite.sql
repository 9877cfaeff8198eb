-- documents/repository.ts lockDocumentRequest (sqlite); written by npm run sql:review

select
  "client_id",
  "status"
from
  "document_requests"
where
  "id" = ?;
-- parameters: [5]
