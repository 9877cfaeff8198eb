-- engagement-letters/repository.ts setContractSignedAt (sqlite); written by npm run sql:review

update "contracts"
set
  "signed_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "signed_at" is null;
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7]
