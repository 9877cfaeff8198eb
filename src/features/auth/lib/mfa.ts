/**
 * The second factor's pieces that sign-in, enrollment and recovery-code renewal share: the sealed
 * TOTP secret and the check of an entered code (docs/api.md, "Two-step sign-in").
 */
import type { AuthContext } from '../../../shared/auth/context.js';
import { textSeal, type TextSeal } from '../../../shared/crypto/sealed-text.js';

/** TOTP secrets are stored sealed under a key of their own (a dump of the database holds none in clear). */
export function totpSeal(ctx: Pick<AuthContext, 'config'>): TextSeal {
  const secret = ctx.config.jwtSecret;
  if (!secret) throw new Error('sealing TOTP secrets needs config.jwtSecret');
  return textSeal(secret, { info: 'taxdesk totp secret', prefix: 'totp:v1:' });
}

/** How long the mfaToken of a passed password step lives. */
export const MFA_TOKEN_TTL_SECONDS = 300;

/** What a user can complete the second step with. */
export type MfaMethod = 'totp' | 'recovery_code' | 'passkey';
