-- tax-filing-schedules/repository.ts reopenCompleted (postgres); written by npm run sql:review

update "tax_filing_schedules"
set
  "is_completed" = $1,
  "completed_at" = $2,
  "next_schedule_id" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "is_completed" = $6;
-- parameters: [false,null,null,"2026-11-20T10:00:00.000Z",7,true]
