-- engagement-letters/repository.ts findLetter (postgres); written by npm run sql:review

select
  "id",
  "contract_id",
  "client_id",
  "template_id",
  "language",
  "document_id",
  "original_sha256",
  "status",
  "sent_at",
  "sent_by",
  "resent_at",
  "viewed_at",
  "signed_at",
  "declined_at",
  "decline_reason",
  "withdrawn_at",
  "withdrawn_by",
  "signer_name",
  "signer_ip",
  "signer_user_agent",
  "signer_method",
  "signer_signed_in_at",
  "consent_text",
  "signed_document_id",
  "signed_sha256",
  "reminders_sent",
  "last_reminder_at",
  "created_at",
  "updated_at"
from
  "engagement_letters"
where
  "id" = $1;
-- parameters: [7]
