-- revenue-tracking/repository.ts updateEntry (sqlite); written by npm run sql:review

update "revenue_entries"
set
  "contract_id" = ?,
  "description" = ?,
  "amount" = ?,
  "invoice_date" = ?,
  "due_date" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: [null,"Fee",435,"2026-11-03",null,"2026-11-20T10:00:00.000Z",7]

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
-- parameters: ["2026-11-03",-1999,-1999,-1,-1]

insert into
  "revenue_monthly_totals" (
    "month_start",
    "total",
    "paid",
    "entries",
    "paid_entries"
  )
values
  (?, ?, ?, ?, ?)
on conflict ("month_start") do update
set
  "total" = "revenue_monthly_totals"."total" + "excluded"."total",
  "paid" = "revenue_monthly_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_monthly_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_monthly_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: ["2026-11-01",-1999,-1999,-1,-1]

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
-- parameters: ["2026-11-03",435,435,1,1]

insert into
  "revenue_monthly_totals" (
    "month_start",
    "total",
    "paid",
    "entries",
    "paid_entries"
  )
values
  (?, ?, ?, ?, ?)
on conflict ("month_start") do update
set
  "total" = "revenue_monthly_totals"."total" + "excluded"."total",
  "paid" = "revenue_monthly_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_monthly_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_monthly_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: ["2026-11-01",435,435,1,1]
