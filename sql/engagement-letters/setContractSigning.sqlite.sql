-- engagement-letters/repository.ts setContractSigning (sqlite); written by npm run sql:review

update "contracts"
set
  "signed_at" = ?,
  "status" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["2026-11-20T10:00:00.000Z","active","2026-11-20T10:00:00.000Z",7]
