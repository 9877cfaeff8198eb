-- portfolio/repository.ts findFormula (postgres); written by npm run sql:review

select
  "id",
  "formula_id",
  "owner",
  "status",
  "created_at",
  "updated_at",
  "definition",
  "created_by"
from
  "portfolio_formulas"
where
  "formula_id" = $1;
-- parameters: ["RS_MOMENTUM_V1"]
