-- portfolio/repository.ts findFormulaSchema (sqlite); written by npm run sql:review

select
  "json_schema"
from
  "portfolio_formulas"
where
  "formula_id" = ?;
-- parameters: ["RS_MOMENTUM_V1"]
