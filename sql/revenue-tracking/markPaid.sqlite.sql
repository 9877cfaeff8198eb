-- revenue-tracking/repository.ts markPaid (sqlite); written by npm run sql:review

update "revenue_entries"
set
  "is_paid" = ?,
  "paid_at" = ?,
  "payment_method" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "is_paid" = ?
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
  (?, ?, ?, ?, ?)
on conflict ("invoice_date") do update
set
  "total" = "revenue_daily_totals"."total" + "excluded"."total",
  "paid" = "revenue_daily_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_daily_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_daily_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: [1,0,1,0,1]
