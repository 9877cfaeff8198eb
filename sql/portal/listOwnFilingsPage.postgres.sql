-- portal/repository.ts listOwnFilingsPage (postgres); written by npm run sql:review

select
  "id",
  "tax_type",
  "tax_year",
  "period",
  "status",
  "due_date",
  "filed_at",
  "amount_due",
  "refund_amount",
  count(*) over () as "page_full_count"
from
  "tax_filings"
where
  "client_id" = $1
  and "deleted_at" is null
order by
  "tax_year" desc,
  "id" desc
limit
  $2
offset
  $3;
-- parameters: [7,20,20]

select
  count(*) as "total"
from
  "tax_filings"
where
  "client_id" = $1
  and "deleted_at" is null;
-- parameters: [7]
