-- deadline-mail/repository.ts listOverdueRequests (postgres); written by npm run sql:review

select
  "clients"."name" as "client_name",
  "r"."title",
  "r"."due_date",
  "r"."assigned_to"
from
  "document_requests" as "r"
  inner join "clients" on "clients"."id" = "r"."client_id"
where
  "clients"."deleted_at" is null
  and "r"."status" in ($1, $2)
  and "r"."due_date" < $3
order by
  "r"."due_date",
  "r"."id";
-- parameters: ["open","rejected","2026-11-20"]
