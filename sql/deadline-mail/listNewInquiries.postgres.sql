-- deadline-mail/repository.ts listNewInquiries (postgres); written by npm run sql:review

select
  "id",
  "name",
  "subject",
  "created_at"
from
  "inquiries"
where
  "status" = $1
order by
  "id";
-- parameters: ["new"]
