-- admin-dashboard/repository.ts recentInquiries (postgres); written by npm run sql:review

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
  $1;
-- parameters: [5]
