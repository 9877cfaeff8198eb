-- contracts/repository.ts updateContract (sqlite); written by npm run sql:review

update "contracts"
set
  "title" = ?,
  "contract_number" = ?,
  "service_type" = ?,
  "fee_type" = ?,
  "start_date" = ?,
  "end_date" = ?,
  "status" = ?,
  "notes" = ?,
  "fee_amount" = ?,
  "signed_at" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: ["Bookkeeping 2027","C-2027-001","bookkeeping","retainer","2027-01-01",null,"active",null,435,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z",4]
