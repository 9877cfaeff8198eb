-- documents/repository.ts listDocumentsPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "documents" as "d"
where
  "d"."client_id" = ?
  and "d"."request_id" = ?
  and "d"."visible_to_client" = ?;
-- parameters: [7,5,true]

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
  (
    select
      "d"."id"
    from
      "documents" as "d"
    where
      "d"."client_id" = ?
      and "d"."request_id" = ?
      and "d"."visible_to_client" = ?
    order by
      "d"."created_at" desc,
      "d"."id" desc
    limit
      ?
    offset
      ?
  ) as "page"
  inner join "documents" as "d" on "d"."id" = "page"."id"
order by
  "d"."created_at" desc,
  "d"."id" desc;
-- parameters: [7,5,true,20,20]
