-- tax-filing-schedules/repository.ts updateSchedule (postgres); written by npm run sql:review

update "tax_filing_schedules"
set
  "tax_type" = $1,
  "period" = $2,
  "due_date" = $3,
  "recurrence" = $4,
  "notes" = $5,
  "assignee_user_id" = $6,
  "updated_at" = $7
where
  "id" = $8;
-- parameters: ["vat","2026-Q4","2027-01-25","quarterly",null,3,"2026-11-20T10:00:00.000Z",7]
