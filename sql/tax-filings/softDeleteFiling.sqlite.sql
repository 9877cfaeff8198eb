-- tax-filings/repository.ts softDeleteFiling (sqlite); written by npm run sql:review

update "tax_filings"
set
  "deleted_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "deleted_at" is null
returning
  "client_id",
  "status",
  "due_date";
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7]
