-- deadline-mail/repository.ts listNewInquiries (sqlite); written by npm run sql:review

select
  "id",
  "name",
  "subject",
  "created_at"
from
  "inquiries"
where
  "status" = ?
order by
  "id";
-- parameters: ["new"]
