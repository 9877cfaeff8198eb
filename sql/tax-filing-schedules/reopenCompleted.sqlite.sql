-- tax-filing-schedules/repository.ts reopenCompleted (sqlite); written by npm run sql:review

update "tax_filing_schedules"
set
  "is_completed" = ?,
  "completed_at" = ?,
  "next_schedule_id" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "is_completed" = ?;
-- parameters: [false,null,null,"2026-11-20T10:00:00.000Z",7,true]
