-- documents/repository.ts findDocument (postgres); written by npm run sql:review

select
  "d"."id",
  "d"."client_id",
  "d"."request_id",
  "d"."file_name",
  "d"."media_type",
  "d"."size",
  "d"."sha256",
  "d"."visible_to_client",
  "d"."origin",
  "d"."uploader",
  "d"."uploaded_by",
  (
    select
      coalesce(users.display_name, users.email)
    from
      users
    where
      users.id = "d"."uploaded_by"
  ) as "uploaded_by_name",
  "d"."scan",
  "d"."created_at"
from
  "documents" as "d"
where
  "d"."id" = $1;
-- parameters: [9]
