-- tax-filing-schedules/repository.ts linkNextSchedule (postgres); written by npm run sql:review

update "tax_filing_schedules"
set
  "next_schedule_id" = $1
where
  "id" = $2;
-- parameters: [8,7]
