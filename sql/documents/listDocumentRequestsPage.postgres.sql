-- documents/repository.ts listDocumentRequestsPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "document_requests" as "r"
where
  "r"."client_id" = $1
  and "r"."status" = $2;
-- parameters: [7,"open"]

select
  "r"."id",
  "r"."client_id",
  "r"."title",
  "r"."description",
  "r"."due_date",
  "r"."filing_id",
  "r"."schedule_id",
  "r"."status",
  "r"."review_note",
  "r"."assigned_to",
  (
    select
      coalesce(users.display_name, users.email)
    from
      users
    where
      users.id = "r"."assigned_to"
  ) as "assigned_to_name",
  "r"."created_by",
  "r"."submitted_at",
  "r"."reviewed_at",
  "r"."reviewed_by",
  "r"."created_at",
  "r"."updated_at"
from
  "document_requests" as "r"
where
  "r"."client_id" = $1
  and "r"."status" = $2
order by
  "r"."due_date" desc,
  "r"."id" desc
limit
  $3
offset
  $4;
-- parameters: [7,"open",20,20]
