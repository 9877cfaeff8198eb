-- revenue-tracking/repository.ts insertEntry (postgres); written by npm run sql:review

insert into
  "revenue_entries" (
    "invoice_number",
    "client_id",
    "contract_id",
    "description",
    "amount",
    "invoice_date",
    "due_date",
    "is_paid",
    "paid_at",
    "payment_method",
    "created_at",
    "updated_at"
  )
values
  ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
returning
  "id";
-- parameters: ["2026-0042",7,null,"Fee",1999,"2026-11-03",null,false,null,null,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]

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
-- parameters: ["2026-11-03",1999,0,1,0]

insert into
  "revenue_monthly_totals" (
    "month_start",
    "total",
    "paid",
    "entries",
    "paid_entries"
  )
values
  ($1, $2, $3, $4, $5)
on conflict ("month_start") do update
set
  "total" = "revenue_monthly_totals"."total" + "excluded"."total",
  "paid" = "revenue_monthly_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_monthly_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_monthly_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: ["2026-11-01",1999,0,1,0]
