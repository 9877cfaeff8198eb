-- portfolio/repository.ts findFormulaState (postgres); written by npm run sql:review

select
  "id",
  "status"
from
  "portfolio_formulas"
where
  "formula_id" = $1;
-- parameters: ["RS_MOMENTUM_V1"]
