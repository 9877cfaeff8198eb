-- tax-filings/repository.ts updateFiling (sqlite); written by npm run sql:review

update "tax_filings"
set
  "tax_type" = ?,
  "tax_year" = ?,
  "period" = ?,
  "status" = ?,
  "due_date" = ?,
  "memo" = ?,
  "assignee_user_id" = ?,
  "filed_at" = ?,
  "amount_due" = ?,
  "refund_amount" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "deleted_at" is null;
-- parameters: ["vat",2026,"2026-Q3","filed","2026-10-25",null,3,"2026-10-20T09:00:00.000Z",1999,null,"2026-11-20T10:00:00.000Z",7]
