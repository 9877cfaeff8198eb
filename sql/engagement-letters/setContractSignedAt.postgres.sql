-- engagement-letters/repository.ts setContractSignedAt (postgres); written by npm run sql:review

update "contracts"
set
  "signed_at" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "signed_at" is null;
-- parameters: ["2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",7]
