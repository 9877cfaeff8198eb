-- deadline-mail/repository.ts listUploadsAwaitingReview (sqlite); written by npm run sql:review

select
  "clients"."name" as "client_name",
  "r"."title",
  "r"."due_date",
  "r"."assigned_to",
  count("d"."id") as "files"
from
  "document_requests" as "r"
  inner join "clients" on "clients"."id" = "r"."client_id"
  left join "documents" as "d" on "d"."request_id" = "r"."id"
where
  "clients"."deleted_at" is null
  and "r"."status" = ?
group by
  "r"."id",
  "clients"."name",
  "r"."title",
  "r"."due_date",
  "r"."assigned_to"
order by
  "r"."id";
-- parameters: ["submitted"]
