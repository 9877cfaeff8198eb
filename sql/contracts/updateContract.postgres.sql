-- contracts/repository.ts updateContract (postgres); written by npm run sql:review

update "contracts"
set
  "title" = $1,
  "contract_number" = $2,
  "service_type" = $3,
  "fee_type" = $4,
  "start_date" = $5,
  "end_date" = $6,
  "status" = $7,
  "notes" = $8,
  "fee_amount" = $9,
  "signed_at" = $10,
  "updated_at" = $11
where
  "id" = $12
  and "deleted_at" is null;
-- parameters: ["Bookkeeping 2027","C-2027-001","bookkeeping","retainer","2027-01-01",null,"active",null,435,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",4]
