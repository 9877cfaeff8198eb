-- portfolio/repository.ts updateFormulaStatus (postgres); written by npm run sql:review

update "portfolio_formulas"
set
  "status" = $1,
  "updated_at" = $2
where
  "id" = $3
  and "status" = $4;
-- parameters: ["active","2026-11-20T10:00:00.000Z",7,"draft"]
