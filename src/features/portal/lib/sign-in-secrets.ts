import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { hashOpaqueToken, newOpaqueToken } from '../../../shared/auth/tokens.js';
import { insertSignInToken } from '../../../shared/portal/access-store.js';
import { newSignInCode, type PortalTokenService } from '../../../shared/portal/tokens.js';
import type { SignInSecret } from './sign-in-mail.js';

/** Links and codes are valid this long, and once. */
export const SIGN_IN_TTL_MINUTES = 15;

/**
 * A new sign-in for a client, stored as hashes in the caller's transaction (with the mail that
 * carries it): the link's token and a 6-digit code, either of which starts one session.
 */
export async function issueSignIn(
  trx: Kysely<Database>,
  tokens: PortalTokenService,
  portalUrl: string,
  clientId: number,
  now: string,
): Promise<SignInSecret> {
  const token = newOpaqueToken();
  const code = newSignInCode();
  const tokenHash = hashOpaqueToken(token);
  const expiresAt = new Date(Date.parse(now) + SIGN_IN_TTL_MINUTES * 60_000);
  await insertSignInToken(trx, { clientId, tokenHash, codeHash: tokens.hashCode(code, tokenHash), now, expiresAt: expiresAt.toISOString() });
  return { link: `${portalUrl}/#token=${encodeURIComponent(token)}`, code, expiresAt, minutes: SIGN_IN_TTL_MINUTES };
}
