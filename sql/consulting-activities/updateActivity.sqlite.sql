-- consulting-activities/repository.ts updateActivity (sqlite); written by npm run sql:review

update "consulting_activities"
set
  "contract_id" = ?,
  "activity_date" = ?,
  "activity_type" = ?,
  "subject" = ?,
  "notes" = ?,
  "duration_minutes" = ?,
  "consultant" = ?,
  "billable" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: [4,"2026-11-19","meeting","VAT review",null,45,"Lee",true,"2026-11-20T10:00:00.000Z",7]
