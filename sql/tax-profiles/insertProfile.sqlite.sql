-- tax-profiles/repository.ts insertProfile (sqlite); written by npm run sql:review

insert into
  "tax_profiles" (
    "client_id",
    "taxpayer_type",
    "tax_id",
    "fiscal_year_end",
    "risk_level",
    "risk_notes",
    "next_filing_due_date",
    "notes",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: [7,"corporation","123-45-67890","12-31","high",null,"2027-03-31",null,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
