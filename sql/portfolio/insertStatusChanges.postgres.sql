-- portfolio/repository.ts insertStatusChanges (postgres); written by npm run sql:review

insert into
  "portfolio_formula_status_changes" (
    "formula_ref",
    "from_status",
    "to_status",
    "changed_by",
    "changed_at",
    "note"
  )
values
  ($1, $2, $3, $4, $5, $6);
-- parameters: [7,"draft","active",3,"2026-11-20T10:00:00.000Z",null]
