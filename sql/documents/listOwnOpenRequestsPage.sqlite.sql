-- documents/repository.ts listOwnOpenRequestsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "document_requests"
where
  "client_id" = ?
  and "status" != ?;
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
  "client_id" = ?
  and "status" != ?
order by
  "due_date",
  "id"
limit
  ?
offset
  ?;
-- parameters: [7,"accepted",20,20]
