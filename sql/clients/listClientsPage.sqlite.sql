-- clients/repository.ts listClientsPage (sqlite); written by npm run sql:review

select
  coalesce(sum(clients), 0) as "n"
from
  "client_counts"
where
  "status" = ?;
-- parameters: ["active"]

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
  and "clients"."status" = ?
order by
  "clients"."created_at" desc,
  "clients"."id" desc
limit
  ?
offset
  ?;
-- parameters: ["active",20,20]
