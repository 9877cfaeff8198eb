-- tax-filing-schedules/repository.ts deleteSchedule (sqlite); written by npm run sql:review

update "tax_filing_schedules"
set
  "next_schedule_id" = ?
where
  "next_schedule_id" = ?;
-- parameters: [null,7]

delete from "tax_filing_schedules"
where
  "id" = ?;
-- parameters: [7]
