-- tax-profiles/repository.ts updateProfile (sqlite); written by npm run sql:review

update "tax_profiles"
set
  "taxpayer_type" = ?,
  "tax_id" = ?,
  "fiscal_year_end" = ?,
  "risk_level" = ?,
  "risk_notes" = ?,
  "next_filing_due_date" = ?,
  "notes" = ?,
  "updated_at" = ?
where
  "id" = ?;
-- parameters: ["corporation","123-45-67890","12-31","high",null,"2027-03-31",null,"2026-11-20T10:00:00.000Z",7]
