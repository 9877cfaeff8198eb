-- consulting-activities/repository.ts insertActivity (postgres); written by npm run sql:review

insert into
  "consulting_activities" (
    "client_id",
    "contract_id",
    "activity_date",
    "activity_type",
    "subject",
    "notes",
    "duration_minutes",
    "consultant",
    "billable",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)
returning
  "id";
-- parameters: [7,4,"2026-11-19","meeting","VAT review",null,45,"Lee",true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
