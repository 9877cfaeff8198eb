-- deadline-mail/repository.ts listUntoldUploads (postgres); written by npm run sql:review

select
  "d"."id",
  "d"."file_name",
  "r"."id" as "request_id",
  "r"."client_id",
  "clients"."name" as "client_name",
  "r"."title",
  "r"."due_date",
  "users"."email",
  "users"."locale"
from
  "documents" as "d"
  inner join "document_requests" as "r" on "r"."id" = "d"."request_id"
  inner join "clients" on "clients"."id" = "r"."client_id"
  inner join "users" on "users"."id" = "r"."assigned_to"
where
  "d"."uploader" = $1
  and "r"."status" = $2
  and "clients"."deleted_at" is null
  and "users"."disabled_at" is null
  and not exists (
    select
      "m"."record_id"
    from
      "deadline_reminders" as "m"
    where
      "m"."kind" = $3
      and "m"."record_id" = "d"."id"
  )
order by
  "r"."id",
  "d"."id";
-- parameters: ["client","submitted","document_upload"]
