-- admin-dashboard/repository.ts recentInquiries (sqlite); written by npm run sql:review

select
  "id",
  "name",
  "email",
  "subject",
  "service_type",
  "status",
  "created_at"
from
  "inquiries"
order by
  "created_at" desc,
  "id" desc
limit
  ?;
-- parameters: [5]
