-- engagement-letters/repository.ts listLettersToRemind (postgres); written by npm run sql:review

select
  "engagement_letters"."id",
  "engagement_letters"."contract_id",
  "engagement_letters"."client_id",
  "engagement_letters"."language",
  "engagement_letters"."sent_at",
  "engagement_letters"."reminders_sent",
  "contracts"."title",
  "clients"."name" as "client_name",
  "clients"."email" as "client_email",
  "users"."email" as "staff_email",
  "users"."locale" as "staff_locale"
from
  "engagement_letters"
  inner join "contracts" on "contracts"."id" = "engagement_letters"."contract_id"
  inner join "clients" on "clients"."id" = "engagement_letters"."client_id"
  left join "users" on "users"."id" = "engagement_letters"."sent_by"
  and "users"."disabled_at" is null
where
  "engagement_letters"."status" in ($1, $2)
  and "engagement_letters"."sent_at" < $3
  and "engagement_letters"."reminders_sent" < $4
  and "contracts"."deleted_at" is null
  and "clients"."deleted_at" is null
order by
  "engagement_letters"."sent_at"
limit
  $5;
-- parameters: ["sent","viewed","2026-11-20T10:00:00.000Z",2,500]
