-- consulting-activities/repository.ts updateActivity (postgres); written by npm run sql:review

update "consulting_activities"
set
  "contract_id" = $1,
  "activity_date" = $2,
  "activity_type" = $3,
  "subject" = $4,
  "notes" = $5,
  "duration_minutes" = $6,
  "consultant" = $7,
  "billable" = $8,
  "updated_at" = $9
where
  "id" = $10
  and "deleted_at" is null;
-- parameters: [4,"2026-11-19","meeting","VAT review",null,45,"Lee",true,"2026-11-20T10:00:00.000Z",7]
