-- tax-filing-schedules/repository.ts lockScheduleState (postgres); written by npm run sql:review

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
  "id" = $1
for update;
-- parameters: [7]
