-- tax-filing-schedules/repository.ts claimPending (postgres); written by npm run sql:review

update "tax_filing_schedules"
set
  "is_completed" = $1,
  "completed_at" = $2,
  "updated_at" = $3
where
  "id" = $4
  and "is_completed" = $5
returning
  "client_id",
  "tax_type",
  "period",
  "due_date",
  "recurrence",
  "notes",
  "assignee_user_id";
-- parameters: [true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7,false]
