-- tax-profiles/repository.ts listProfilesPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "tax_profiles"
  inner join "clients" on "clients"."id" = "tax_profiles"."client_id"
where
  "tax_profiles"."risk_level" = ?
  and (
    "clients"."name" like ? escape '\'
    or "tax_profiles"."taxpayer_type" like ? escape '\'
  );
-- parameters: ["high","%kim%","%kim%"]

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
  "tax_profiles"."risk_level" = ?
  and (
    "clients"."name" like ? escape '\'
    or "tax_profiles"."taxpayer_type" like ? escape '\'
  )
order by
  "clients"."name",
  "tax_profiles"."id"
limit
  ?
offset
  ?;
-- parameters: ["high","%kim%","%kim%",20,20]
