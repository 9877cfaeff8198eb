-- deadline-mail/repository.ts listUnannouncedRequests (postgres); written by npm run sql:review

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
  and not exists (
    select
      "m"."record_id"
    from
      "deadline_reminders" as "m"
    where
      "m"."kind" = $3
      and "m"."record_id" = "r"."id"
  )
order by
  "r"."client_id",
  "r"."id";
-- parameters: ["open","rejected","document_request_new"]
