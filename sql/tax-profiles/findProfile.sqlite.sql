-- tax-profiles/repository.ts findProfile (sqlite); written by npm run sql:review

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
  "tax_profiles"."id" = ?;
-- parameters: [7]
