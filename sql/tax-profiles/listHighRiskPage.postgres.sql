-- tax-profiles/repository.ts listHighRiskPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_profiles"
  inner join "clients" on "clients"."id" = "tax_profiles"."client_id"
where
  "clients"."deleted_at" is null
  and "tax_profiles"."risk_level" = $1;
-- parameters: ["high"]

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
  and "tax_profiles"."risk_level" = $1
order by
  case
    when "tax_profiles"."next_filing_due_date" is null then 1
    else 0
  end,
  "tax_profiles"."next_filing_due_date",
  "tax_profiles"."id"
limit
  $2
offset
  $3;
-- parameters: ["high",20,20]
