-- documents/repository.ts insertDocumentRequest (sqlite); written by npm run sql:review

insert into
  "document_requests" (
    "client_id",
    "title",
    "description",
    "due_date",
    "filing_id",
    "schedule_id",
    "assigned_to",
    "created_by",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: [7,"Bank statements",null,"2027-01-31",3,null,2,2,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
