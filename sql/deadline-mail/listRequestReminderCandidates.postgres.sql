-- deadline-mail/repository.ts listRequestReminderCandidates (postgres); written by npm run sql:review

select
  "r"."id",
  "r"."client_id",
  "clients"."name" as "client_name",
  "clients"."email",
  "clients"."locale",
  "r"."title",
  "r"."due_date"
from
  "document_requests" as "r"
  inner join "clients" on "clients"."id" = "r"."client_id"
where
  (
    "clients"."deleted_at" is null
    and "clients"."email" is not null
    and exists (
      select
        "portal_access"."client_id"
      from
        "portal_access"
      where
        "portal_access"."client_id" = "clients"."id"
        and "portal_access"."ended_at" is null
    )
  )
  and "r"."status" in ($1, $2)
  and "r"."due_date" <= $3
order by
  "r"."client_id",
  "r"."due_date",
  "r"."id";
-- parameters: ["open","rejected","2026-12-04"]
