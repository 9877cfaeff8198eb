-- deadlines/repository.ts streamDeadlines (postgres); written by npm run sql:review

select
  "d"."kind",
  "d"."id",
  "d"."client_id",
  "d"."client_name",
  "d"."tax_type",
  "d"."period",
  "d"."tax_year",
  "d"."recurrence",
  "d"."due_date",
  "d"."status"
from
  (
    select
      'schedule' as "kind",
      "s"."id",
      "s"."client_id",
      "clients"."name" as "client_name",
      "s"."tax_type",
      "s"."period",
      null as "tax_year",
      s.recurrence as "recurrence",
      "s"."due_date",
      case
        when s.is_completed then 'completed'
        else 'pending'
      end as "status"
    from
      "tax_filing_schedules" as "s"
      inner join "clients" on "clients"."id" = "s"."client_id"
    where
      "clients"."deleted_at" is null
      and "s"."is_completed" = $1
      and "s"."due_date" >= $2
      and "s"."due_date" <= $3
    union all
    select
      'filing' as "kind",
      "f"."id",
      "f"."client_id",
      "clients"."name" as "client_name",
      "f"."tax_type",
      "f"."period",
      f.tax_year as "tax_year",
      null as "recurrence",
      f.due_date as "due_date",
      f.status as "status"
    from
      "tax_filings" as "f"
      inner join "clients" on "clients"."id" = "f"."client_id"
    where
      "f"."deleted_at" is null
      and "clients"."deleted_at" is null
      and "f"."due_date" is not null
      and "f"."status" in ($4, $5)
      and "f"."due_date" >= $6
      and "f"."due_date" <= $7
  ) as "d"
order by
  "d"."due_date",
  "d"."kind",
  "d"."id";
-- parameters: [false,"2026-11-01","2026-12-31","draft","in_progress","2026-11-01","2026-12-31"]
