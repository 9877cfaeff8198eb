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

export interface EngagementLetterTables {
  engagement_letter_templates: EngagementLetterTemplatesTable;
}
