-- documents/repository.ts findDocumentRequest (postgres); written by npm run sql:review

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
  "r"."id" = $1;
-- parameters: [5]
