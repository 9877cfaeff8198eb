-- deadline-mail/repository.ts listLettersAwaitingSignature (sqlite); written by npm run sql:review

select
  "clients"."name" as "client_name",
  "contracts"."title",
  "l"."sent_at",
  "l"."sent_by"
from
  "engagement_letters" as "l"
  inner join "contracts" on "contracts"."id" = "l"."contract_id"
  inner join "clients" on "clients"."id" = "l"."client_id"
where
  "l"."status" in (?, ?)
  and "contracts"."deleted_at" is null
  and "clients"."deleted_at" is null
order by
  "l"."sent_at",
  "l"."id";
-- parameters: ["sent","viewed"]
