-- consulting-activities/repository.ts softDeleteActivity (sqlite); written by npm run sql:review

update "consulting_activities"
set
  "deleted_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7]
