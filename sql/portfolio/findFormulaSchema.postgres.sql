-- portfolio/repository.ts findFormulaSchema (postgres); written by npm run sql:review

select
  "json_schema"
from
  "portfolio_formulas"
where
  "formula_id" = $1;
-- parameters: ["RS_MOMENTUM_V1"]
