-- engagement-letters/repository.ts signLetter (postgres); written by npm run sql:review

update "engagement_letters"
set
  "status" = $1,
  "signed_at" = $2,
  "viewed_at" = coalesce(viewed_at, $3),
  "signer_name" = $4,
  "signer_ip" = $5,
  "signer_user_agent" = $6,
  "signer_method" = $7,
  "signer_signed_in_at" = $8,
  "consent_text" = $9,
  "signed_document_id" = $10,
  "signed_sha256" = $11,
  "updated_at" = $12
where
  "id" = $13
  and "status" in ($14, $15);
-- parameters: ["signed","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","Kim Minji","203.0.113.7","Mozilla/5.0","link","2026-11-20T10:00:00.000Z","I agree…",12,"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
