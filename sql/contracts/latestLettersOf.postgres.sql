-- contracts/repository.ts latestLettersOf (postgres); written by npm run sql:review

select
  "l"."contract_id",
  "l"."status",
  "l"."sent_at"
from
  "engagement_letters" as "l"
where
  "l"."contract_id" in ($1, $2, $3)
  and "l"."id" = (
    select
      max("newer"."id") as "id"
    from
      "engagement_letters" as "newer"
    where
      "newer"."contract_id" = "l"."contract_id"
  );
-- parameters: [4,5,6]
