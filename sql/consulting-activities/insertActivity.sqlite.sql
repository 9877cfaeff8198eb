-- consulting-activities/repository.ts insertActivity (sqlite); written by npm run sql:review

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
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: [7,4,"2026-11-19","meeting","VAT review",null,45,"Lee",true,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
