-- contracts/repository.ts softDeleteContract (postgres); written by npm run sql:review

update "contracts"
set
  "deleted_at" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "deleted_at" is null;
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",4]
