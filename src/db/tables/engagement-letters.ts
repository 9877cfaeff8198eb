import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/**
 * An engagement-letter template (issue 34.1): Markdown with Liquid merge fields ({{client.name}},
 * {{contract.fee}}, {{firm.name}}), one body per supported language; a language left empty falls
 * back to the firm's default language, then to the other one, when a letter is sent.
 */
export interface EngagementLetterTemplatesTable {
  id: Generated<number>;
  /** Unique, for the admin's picker. */
  name: string;
  body_en: string | null;
  body_ko: string | null;
  created_at: Instant;
  updated_at: Instant;
}


export type LetterStatus = 'sent' | 'viewed' | 'signed' | 'declined' | 'withdrawn';

/**
 * A letter sent for a contract (issue 34.2-4): the PDF as sent (a client document) and its
 * SHA-256, its status, and the evidence of the signature. At most one letter per contract is open
 * (sent or viewed) at a time; signed, declined and withdrawn ones stay as history.
 */
export interface EngagementLettersTable {
  id: Generated<number>;
  contract_id: number;
  client_id: number;
  template_id: number | null;
  language: string;
  /** The PDF as sent (documents.id); null only if staff deleted the document. */
  document_id: number | null;
  original_sha256: string;
  status: LetterStatus;
  sent_at: Instant;
  sent_by: number | null;
  /** The last time staff mailed it again. */
  resent_at: Instant | null;
  viewed_at: Instant | null;
  signed_at: Instant | null;
  declined_at: Instant | null;
  decline_reason: string | null;
  withdrawn_at: Instant | null;
  withdrawn_by: number | null;
  signer_name: string | null;
  signer_ip: string | null;
  signer_user_agent: string | null;
  /** How the signer's portal session was started: link, code or passkey. */
  signer_method: string | null;
  /** When that session was started (at most 15 minutes before signing). */
  signer_signed_in_at: Instant | null;
  /** The consent text the signer agreed to, as shown. */
  consent_text: string | null;
  /** The PDF with its certificate page (documents.id) and its SHA-256. */
  signed_document_id: number | null;
  signed_sha256: string | null;
  /** Reminders mailed to the client so far, and when the last one went. */
  reminders_sent: Generated<number>;
  last_reminder_at: Instant | null;
  created_at: Instant;
  updated_at: Instant;
}

export interface EngagementLetterTables {
  engagement_letter_templates: EngagementLetterTemplatesTable;
  engagement_letters: EngagementLettersTable;
}
