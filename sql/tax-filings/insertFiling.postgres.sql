-- tax-filings/repository.ts insertFiling (postgres); written by npm run sql:review

insert into
  "tax_filings" (
    "client_id",
    "tax_type",
    "tax_year",
    "period",
    "status",
    "due_date",
    "memo",
    "assignee_user_id",
    "filed_at",
    "amount_due",
    "refund_amount",
    "created_at",
    "updated_at"
  )
values
  (
    $1,
    $2,
    $3,
    $4,
    $5,
    $6,
    $7,
    $8,
    $9,
    $10,
    $11,
    $12,
    $13
  )
returning
  "id";
-- parameters: [7,"vat",2026,"2026-Q3","filed","2026-10-25",null,3,"2026-10-20T09:00:00.000Z",1999,null,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
