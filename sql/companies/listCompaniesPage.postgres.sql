-- companies/repository.ts listCompaniesPage (postgres); written by npm run sql:review

select
  count(*) as "total"
from
  "companies"
where
  "is_active" = $1
  and (
    "code" ilike $2 escape '\'
    or "name" ilike $3 escape '\'
    or "business_number" ilike $4 escape '\'
  );
-- parameters: [true,"%kim%","%kim%","%kim%"]

select
  "id",
  "code",
  "name",
  "business_number",
  "representative",
  "address",
  "phone",
  "email",
  "is_active",
  "created_at",
  "updated_at"
from
  "companies"
where
  "is_active" = $1
  and (
    "code" ilike $2 escape '\'
    or "name" ilike $3 escape '\'
    or "business_number" ilike $4 escape '\'
  )
order by
  "name",
  "id"
limit
  $5
offset
  $6;
-- parameters: [true,"%kim%","%kim%","%kim%",20,20]
