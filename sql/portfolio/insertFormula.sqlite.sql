-- portfolio/repository.ts insertFormula (sqlite); written by npm run sql:review

insert into
  "portfolio_formulas" (
    "formula_id",
    "owner",
    "status",
    "definition",
    "json_schema",
    "created_by",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?)
on conflict ("formula_id") do nothing
returning
  "id";
-- parameters: ["RS_MOMENTUM_V1","quant-research","draft","{\"formula_id\":\"RS_MOMENTUM_V1\",\"owner\":\"quant-research\",\"status\":\"draft\",\"inputs\":[\"close_price\"],\"outputs\":[]}","{\"$schema\":\"https://json-schema.org/draft/2020-12/schema\",\"$id\":\"schema://formula/RS_MOMENTUM_V1\",\"title\":\"RS_MOMENTUM_V1 formula definition\",\"type\":\"object\",\"required\":[\"formula_id\",\"owner\",\"status\",\"inputs\",\"outputs\"],\"properties\":{\"formula_id\":{\"type\":\"string\",\"const\":\"RS_MOMENTUM_V1\"},\"owner\":{\"type\":\"string\"},\"status\":{\"type\":\"string\"},\"inputs\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},\"outputs\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},\"x_formula_inputs\":{\"type\":\"array\",\"items\":{\"type\":\"string\"}},\"x_formula_outputs\":{\"type\":\"array\"}},\"additionalProperties\":false}",3,"2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]
