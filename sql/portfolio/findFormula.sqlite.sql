-- portfolio/repository.ts findFormula (sqlite); written by npm run sql:review

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
  "formula_id" = ?;
-- parameters: ["RS_MOMENTUM_V1"]
