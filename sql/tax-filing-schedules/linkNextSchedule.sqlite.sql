-- tax-filing-schedules/repository.ts linkNextSchedule (sqlite); written by npm run sql:review

update "tax_filing_schedules"
set
  "next_schedule_id" = ?
where
  "id" = ?;
-- parameters: [8,7]
