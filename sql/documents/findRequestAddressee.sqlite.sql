-- documents/repository.ts findRequestAddressee (sqlite); written by npm run sql:review

select
  "clients"."name",
  "clients"."email",
  "clients"."locale"
from
  "document_requests" as "r"
  inner join "clients" on "clients"."id" = "r"."client_id"
where
  "r"."id" = ?
  and (
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
  );
-- parameters: [5]
