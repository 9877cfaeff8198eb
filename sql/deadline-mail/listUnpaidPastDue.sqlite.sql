-- deadline-mail/repository.ts listUnpaidPastDue (sqlite); written by npm run sql:review

select
  "clients"."name" as "client_name",
  "r"."description",
  "r"."amount",
  "r"."due_date"
from
  "revenue_entries" as "r"
  inner join "clients" on "clients"."id" = "r"."client_id"
where
  "clients"."deleted_at" is null
  and "r"."is_paid" = ?
  and "r"."due_date" < ?
order by
  "r"."due_date",
  "r"."id";
-- parameters: [false,"2026-11-20"]
