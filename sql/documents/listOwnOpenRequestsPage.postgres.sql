-- documents/repository.ts listOwnOpenRequestsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "document_requests"
where
  "client_id" = $1
  and "status" != $2;
-- parameters: [7,"accepted"]

select
  "id",
  "title",
  "description",
  "due_date",
  "status",
  "review_note"
from
  "document_requests"
where
  "client_id" = $1
  and "status" != $2
order by
  "due_date",
  "id"
limit
  $3
offset
  $4;
-- parameters: [7,"accepted",20,20]
