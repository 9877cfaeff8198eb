-- tax-profiles/repository.ts listUpcomingPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_profiles"
  inner join "clients" on "clients"."id" = "tax_profiles"."client_id"
where
  "clients"."deleted_at" is null
  and "tax_profiles"."next_filing_due_date" >= ?
  and "tax_profiles"."next_filing_due_date" <= ?;
-- parameters: ["2026-11-20","2026-12-20"]

select
  "tax_profiles"."id",
  "tax_profiles"."client_id",
  "clients"."name" as "client_name",
  "tax_profiles"."taxpayer_type",
  "tax_profiles"."tax_id",
  "tax_profiles"."fiscal_year_end",
  "tax_profiles"."risk_level",
  "tax_profiles"."risk_notes",
  "tax_profiles"."next_filing_due_date",
  "tax_profiles"."notes",
  "tax_profiles"."created_at",
  "tax_profiles"."updated_at"
from
  "tax_profiles"
  inner join "clients" on "clients"."id" = "tax_profiles"."client_id"
where
  "clients"."deleted_at" is null
  and "tax_profiles"."next_filing_due_date" >= ?
  and "tax_profiles"."next_filing_due_date" <= ?
order by
  "tax_profiles"."next_filing_due_date",
  "tax_profiles"."id"
limit
  ?
offset
  ?;
-- parameters: ["2026-11-20","2026-12-20",20,20]
