-- deadline-mail/repository.ts claimUploadNotice (sqlite); written by npm run sql:review

insert into
  "deadline_reminders" (
    "kind",
    "record_id",
    "due_date",
    "days_before",
    "sent_at"
  )
values
  (?, ?, ?, ?, ?)
on conflict ("kind", "record_id", "due_date", "days_before") do nothing
returning
  "record_id";
-- parameters: ["document_upload",12,"2026-12-01",0,"2026-11-20T10:00:00.000Z"]
