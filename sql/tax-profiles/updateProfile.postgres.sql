-- tax-profiles/repository.ts updateProfile (postgres); written by npm run sql:review

update "tax_profiles"
set
  "taxpayer_type" = $1,
  "tax_id" = $2,
  "fiscal_year_end" = $3,
  "risk_level" = $4,
  "risk_notes" = $5,
  "next_filing_due_date" = $6,
  "notes" = $7,
  "updated_at" = $8
where
  "id" = $9;
-- parameters: ["corporation","123-45-67890","12-31","high",null,"2027-03-31",null,"2026-11-20T10:00:00.000Z",7]
