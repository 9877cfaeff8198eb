-- engagement-letters/repository.ts findClientLetter (postgres); written by npm run sql:review

select
  "engagement_letters"."id",
  "engagement_letters"."contract_id",
  "engagement_letters"."client_id",
  "engagement_letters"."template_id",
  "engagement_letters"."language",
  "engagement_letters"."document_id",
  "engagement_letters"."original_sha256",
  "engagement_letters"."status",
  "engagement_letters"."sent_at",
  "engagement_letters"."sent_by",
  "engagement_letters"."resent_at",
  "engagement_letters"."viewed_at",
  "engagement_letters"."signed_at",
  "engagement_letters"."declined_at",
  "engagement_letters"."decline_reason",
  "engagement_letters"."withdrawn_at",
  "engagement_letters"."withdrawn_by",
  "engagement_letters"."signer_name",
  "engagement_letters"."signer_ip",
  "engagement_letters"."signer_user_agent",
  "engagement_letters"."signer_method",
  "engagement_letters"."signer_signed_in_at",
  "engagement_letters"."consent_text",
  "engagement_letters"."signed_document_id",
  "engagement_letters"."signed_sha256",
  "engagement_letters"."reminders_sent",
  "engagement_letters"."last_reminder_at",
  "engagement_letters"."created_at",
  "engagement_letters"."updated_at",
  "contracts"."title" as "contract_title"
from
  "engagement_letters"
  inner join "contracts" on "contracts"."id" = "engagement_letters"."contract_id"
where
  "engagement_letters"."contract_id" = $1
  and "engagement_letters"."client_id" = $2
  and "contracts"."deleted_at" is null
  and "engagement_letters"."status" != $3
order by
  "engagement_letters"."id" desc
limit
  $4;
-- parameters: [7,3,"withdrawn",1]
