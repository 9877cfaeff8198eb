-- portfolio/repository.ts findFormulaState (sqlite); written by npm run sql:review

select
  "id",
  "status"
from
  "portfolio_formulas"
where
  "formula_id" = ?;
-- parameters: ["RS_MOMENTUM_V1"]
