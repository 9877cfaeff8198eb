-- tax-filing-schedules/repository.ts insertSchedule (sqlite); written by npm run sql:review

insert into
  "tax_filing_schedules" (
    "client_id",
    "tax_type",
    "period",
    "due_date",
    "recurrence",
    "notes",
    "assignee_user_id",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: [7,"vat","2026-Q4","2027-01-25","quarterly",null,3,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
