-- documents/repository.ts lockDocumentRequest (postgres); written by npm run sql:review

select
  "client_id",
  "status"
from
  "document_requests"
where
  "id" = $1
for update;
-- parameters: [5]
