-- engagement-letters/repository.ts insertLetter (sqlite); written by npm run sql:review

insert into
  "engagement_letters" (
    "contract_id",
    "client_id",
    "template_id",
    "language",
    "document_id",
    "original_sha256",
    "status",
    "sent_at",
    "sent_by",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: [7,3,2,"ko",11,"aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa","sent","2026-11-20T10:00:00.000Z",1,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
