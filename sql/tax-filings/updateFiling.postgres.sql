-- tax-filings/repository.ts updateFiling (postgres); written by npm run sql:review

update "tax_filings"
set
  "tax_type" = $1,
  "tax_year" = $2,
  "period" = $3,
  "status" = $4,
  "due_date" = $5,
  "memo" = $6,
  "assignee_user_id" = $7,
  "filed_at" = $8,
  "amount_due" = $9,
  "refund_amount" = $10,
  "updated_at" = $11
where
  "id" = $12
  and "deleted_at" is null;
-- parameters: ["vat",2026,"2026-Q3","filed","2026-10-25",null,3,"2026-10-20T09:00:00.000Z",1999,null,"2026-11-20T10:00:00.000Z",7]
