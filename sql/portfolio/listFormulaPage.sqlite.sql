-- portfolio/repository.ts listFormulaPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "portfolio_formulas"
where
  "status" = ?;
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
  "status" = ?
order by
  "formula_id"
limit
  ?
offset
  ?;
-- parameters: ["active",20,20]
