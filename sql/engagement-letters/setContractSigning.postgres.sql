-- engagement-letters/repository.ts setContractSigning (postgres); written by npm run sql:review

update "contracts"
set
  "signed_at" = $1,
  "status" = $2,
  "updated_at" = $3
where
  "id" = $4;
-- parameters: ["2026-11-20T10:00:00.000Z","active","2026-11-20T10:00:00.000Z",7]
