-- documents/repository.ts findRequestAddressee (sqlite); written by npm run sql:review

select
  "c"."name",
  "c"."email",
  "c"."locale"
from
  "document_requests" as "r"
  inner join "clients" as "c" on "c"."id" = "r"."client_id"
where
  "r"."id" = ?
  and "c"."deleted_at" is null
  and "c"."email" is not null
  and exists (
    select
      "a"."client_id"
    from
      "portal_access" as "a"
    where
      "a"."client_id" = "r"."client_id"
      and "a"."ended_at" is null
  );
-- parameters: [5]
