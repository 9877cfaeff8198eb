-- portal/repository.ts listOwnDeadlinesPage (sqlite); written by npm run sql:review

select
  *,
  count(*) over () as "page_full_count"
from
  (
    select
      'schedule' as "kind",
      "id",
      "tax_type",
      "period",
      "due_date"
    from
      "tax_filing_schedules"
    where
      "client_id" = ?
      and "is_completed" = ?
    union all
    select
      'filing' as "kind",
      "id",
      "tax_type",
      "period",
      due_date as "due_date"
    from
      "tax_filings"
    where
      "client_id" = ?
      and "deleted_at" is null
      and "status" in (?, ?)
      and "due_date" is not null
  ) as "deadline"
order by
  "due_date",
  "kind" desc,
  "id"
limit
  ?
offset
  ?;
-- parameters: [7,false,7,"draft","in_progress",20,20]

select
  count(*) as "total"
from
  (
    select
      'schedule' as "kind",
      "id",
      "tax_type",
      "period",
      "due_date"
    from
      "tax_filing_schedules"
    where
      "client_id" = ?
      and "is_completed" = ?
    union all
    select
      'filing' as "kind",
      "id",
      "tax_type",
      "period",
      due_date as "due_date"
    from
      "tax_filings"
    where
      "client_id" = ?
      and "deleted_at" is null
      and "status" in (?, ?)
      and "due_date" is not null
  ) as "deadline";
-- parameters: [7,false,7,"draft","in_progress"]
