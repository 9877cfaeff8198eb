-- tax-filing-schedules/repository.ts claimPending (sqlite); written by npm run sql:review

update "tax_filing_schedules"
set
  "is_completed" = ?,
  "completed_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "is_completed" = ?
returning
  "client_id",
  "tax_type",
  "period",
  "due_date",
  "recurrence",
  "notes",
  "assignee_user_id";
-- parameters: [true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,false]
