-- inquiries/repository.ts listInquiriesPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "inquiries"
where
  "status" = $1
  and "created_at" >= $2
  and "created_at" < $3;
-- parameters: ["new","2026-11-20T10:00:00.000Z","2026-12-01T00:00:00.000Z"]

select
  "id",
  "name",
  "email",
  "phone",
  "company_name",
  "subject",
  "message",
  "service_type",
  "status",
  "admin_memo",
  "client_id",
  "converted_at",
  "created_at",
  "updated_at"
from
  "inquiries"
where
  "status" = $1
  and "created_at" >= $2
  and "created_at" < $3
order by
  "created_at" desc,
  "id" desc
limit
  $4
offset
  $5;
-- parameters: ["new","2026-11-20T10:00:00.000Z","2026-12-01T00:00:00.000Z",20,20]
