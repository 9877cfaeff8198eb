-- portfolio/repository.ts listFormulaPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "portfolio_formulas"
where
  "status" = $1;
-- parameters: ["active"]

select
  "formula_id",
  "owner",
  "status",
  "created_at",
  "updated_at"
from
  "portfolio_formulas"
where
  "status" = $1
order by
  "formula_id"
limit
  $2
offset
  $3;
-- parameters: ["active",20,20]
