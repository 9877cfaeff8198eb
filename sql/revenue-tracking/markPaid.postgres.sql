-- revenue-tracking/repository.ts markPaid (postgres); written by npm run sql:review

update "revenue_entries"
set
  "is_paid" = $1,
  "paid_at" = $2,
  "payment_method" = $3,
  "updated_at" = $4
where
  "id" = $5
  and "is_paid" = $6
returning
  "amount",
  "invoice_date";
-- parameters: [true,"2026-11-20T10:00:00.000Z","card","2026-11-20T10:00:00.000Z",7,false]

insert into
  "revenue_daily_totals" (
    "invoice_date",
    "total",
    "paid",
    "entries",
    "paid_entries"
  )
values
  ($1, $2, $3, $4, $5)
on conflict ("invoice_date") do update
set
  "total" = "revenue_daily_totals"."total" + "excluded"."total",
  "paid" = "revenue_daily_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_daily_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_daily_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: [1,0,1,0,1]
