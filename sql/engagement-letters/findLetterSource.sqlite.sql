-- engagement-letters/repository.ts findLetterSource (sqlite); written by npm run sql:review

select
  "contracts"."id" as "contract_id",
  "contracts"."client_id",
  "contracts"."title",
  "contracts"."contract_number",
  "contracts"."service_type",
  "contracts"."fee_type",
  "contracts"."fee_amount",
  "contracts"."start_date",
  "contracts"."end_date",
  "clients"."name" as "client_name",
  "clients"."email" as "client_email",
  "clients"."phone" as "client_phone",
  "clients"."address" as "client_address",
  "clients"."business_number",
  "clients"."client_type",
  "clients"."locale" as "client_locale"
from
  "contracts"
  inner join "clients" on "clients"."id" = "contracts"."client_id"
where
  "contracts"."id" = ?
  and "contracts"."deleted_at" is null
  and "clients"."deleted_at" is null;
-- parameters: [7]
