-- revenue-tracking/repository.ts deleteEntry (postgres); written by npm run sql:review

delete from "revenue_entries"
where
  "id" = $1;
-- parameters: [7]

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
  ($1, $2, $3, $4, $5)
on conflict ("month_start") do update
set
  "total" = "revenue_monthly_totals"."total" + "excluded"."total",
  "paid" = "revenue_monthly_totals"."paid" + "excluded"."paid",
  "entries" = "revenue_monthly_totals"."entries" + "excluded"."entries",
  "paid_entries" = "revenue_monthly_totals"."paid_entries" + "excluded"."paid_entries";
-- parameters: ["2026-11-01",-1999,-1999,-1,-1]
