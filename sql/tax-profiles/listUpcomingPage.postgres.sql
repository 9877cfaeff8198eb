-- tax-profiles/repository.ts listUpcomingPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_profiles"
  inner join "clients" on "clients"."id" = "tax_profiles"."client_id"
where
  "clients"."deleted_at" is null
  and "tax_profiles"."next_filing_due_date" >= $1
  and "tax_profiles"."next_filing_due_date" <= $2;
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
  and "tax_profiles"."next_filing_due_date" >= $1
  and "tax_profiles"."next_filing_due_date" <= $2
order by
  "tax_profiles"."next_filing_due_date",
  "tax_profiles"."id"
limit
  $3
offset
  $4;
-- parameters: ["2026-11-20","2026-12-20",20,20]
