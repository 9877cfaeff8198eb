-- companies/repository.ts listCompaniesPage (sqlite); written by npm run sql:review

select
  count(*) as "total"
from
  "companies"
where
  "is_active" = ?
  and (
    "code" like ? escape '\'
    or "name" like ? escape '\'
    or "business_number" like ? escape '\'
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
  "is_active" = ?
  and (
    "code" like ? escape '\'
    or "name" like ? escape '\'
    or "business_number" like ? escape '\'
  )
order by
  "name",
  "id"
limit
  ?
offset
  ?;
-- parameters: [true,"%kim%","%kim%","%kim%",20,20]
