-- portfolio/repository.ts updateFormulaStatus (sqlite); written by npm run sql:review

update "portfolio_formulas"
set
  "status" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" = ?;
-- parameters: ["active","2026-11-20T10:00:00.000Z",7,"draft"]
