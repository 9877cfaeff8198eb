-- engagement-letters/repository.ts signLetter (sqlite); written by npm run sql:review

update "engagement_letters"
set
  "status" = ?,
  "signed_at" = ?,
  "viewed_at" = coalesce(viewed_at, ?),
  "signer_name" = ?,
  "signer_ip" = ?,
  "signer_user_agent" = ?,
  "signer_method" = ?,
  "signer_signed_in_at" = ?,
  "consent_text" = ?,
  "signed_document_id" = ?,
  "signed_sha256" = ?,
  "updated_at" = ?
where
  "id" = ?
  and "status" in (?, ?);
-- parameters: ["signed","2026-11-20T10:00:00.000Z","2026-11-20T10:00:00.000Z","Kim Minji","203.0.113.7","Mozilla/5.0","link","2026-11-20T10:00:00.000Z","I agree…",12,"bbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbbb","2026-11-20T10:00:00.000Z",5,"sent","viewed"]
