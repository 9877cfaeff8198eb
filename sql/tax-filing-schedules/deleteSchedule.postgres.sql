-- tax-filing-schedules/repository.ts deleteSchedule (postgres); written by npm run sql:review

update "tax_filing_schedules"
set
  "next_schedule_id" = $1
where
  "next_schedule_id" = $2;
-- parameters: [null,7]

delete from "tax_filing_schedules"
where
  "id" = $1;
-- parameters: [7]
