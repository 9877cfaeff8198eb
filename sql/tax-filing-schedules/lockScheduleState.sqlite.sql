-- tax-filing-schedules/repository.ts lockScheduleState (sqlite); written by npm run sql:review

select
  "client_id",
  "due_date",
  "is_completed",
  "next_schedule_id",
  "created_at",
  "updated_at"
from
  "tax_filing_schedules"
where
  "id" = ?;
-- parameters: [7]
