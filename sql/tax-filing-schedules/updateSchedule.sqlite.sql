-- tax-filing-schedules/repository.ts updateSchedule (sqlite); written by npm run sql:review

update "tax_filing_schedules"
set
  "tax_type" = ?,
  "period" = ?,
  "due_date" = ?,
  "recurrence" = ?,
  "notes" = ?,
  "assignee_user_id" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["vat","2026-Q4","2027-01-25","quarterly",null,3,"2026-11-20T10:00:00.000Z",7]
