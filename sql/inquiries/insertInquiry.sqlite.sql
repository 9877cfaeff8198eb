-- inquiries/repository.ts insertInquiry (sqlite); written by npm run sql:review

insert into
  "inquiries" (
    "name",
    "phone",
    "company_name",
    "subject",
    "message",
    "service_type",
    "email",
    "status",
    "created_at",
    "updated_at"
  )
values
  (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
returning
  "id";
-- parameters: ["Kim",null,null,"VAT","Help",null,"kim@example.com","new","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z"]

insert into
  "creation_counts" ("record_type", "bucket_start", "created")
values
  (?, ?, ?)
on conflict ("record_type", "bucket_start") do update
set
  "created" = "creation_counts"."created" + "excluded"."created";
-- parameters: ["inquiry","2026-11-20T10:00:00.000Z",1]

insert into
  "creation_month_counts" ("record_type", "month_start", "created")
values
  (?, ?, ?)
on conflict ("record_type", "month_start") do update
set
  "created" = "creation_month_counts"."created" + "excluded"."created";
-- parameters: ["inquiry","2026-11-01T00:00:00.000Z",1]
