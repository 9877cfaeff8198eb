-- clients/repository.ts streamClients (sqlite); written by npm run sql:review

select
  "clients"."id",
  "clients"."name",
  "clients"."email",
  "clients"."phone",
  "clients"."client_type",
  "clients"."company_id",
  "companies"."name" as "company_name",
  "clients"."business_number",
  "clients"."address",
  "clients"."status",
  "clients"."notes",
  "clients"."source_inquiry_id",
  "clients"."remind_by_email",
  "clients"."locale",
  "clients"."created_at",
  "clients"."updated_at"
from
  "clients"
  left join "companies" on "companies"."id" = "clients"."company_id"
where
  "clients"."deleted_at" is null
  and "clients"."client_type" = ?
order by
  "clients"."name" asc,
  "clients"."id" asc;
-- parameters: ["business"]
