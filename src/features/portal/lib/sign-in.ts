/**
 * Passwordless sign-in to the portal (issue 32 item 2): a mailed link (its token) or its 6-digit
 * code starts a session. Asking for a link answers the same for every address and does its work
 * after the response; codes are counted (5 wrong tries kill them) and throttled per address and
 * per email in short windows, so nobody can lock a client out for long.
 */
import { timingSafeEqual } from 'node:crypto';
import { recordAudit } from '../../../shared/audit/record.js';
import type { TokenPair } from '../../../shared/auth/session-lifecycle.js';
import { hashOpaqueToken } from '../../../shared/auth/tokens.js';
import { nowIso } from '../../../shared/context.js';
import { TooManyRequestsError, UnauthorizedError } from '../../../shared/errors.js';
import { loadBrand } from '../../../shared/mail/template.js';
import {
  countWrongCode,
  findPortalClientByEmail,
  findSignInByToken,
  liveCodesOfClient,
  recordPortalSignIn,
  spendSignIn,
} from '../../../shared/portal/access-store.js';
import type { PortalAuthContext } from '../../../shared/portal/context.js';
import { startPortalSession } from '../../../shared/portal/sessions.js';
import { addressKey } from '../../../shared/rate-limit/address.js';
import { signInMail } from './sign-in-mail.js';
import { issueSignIn } from './sign-in-secrets.js';

/** Wrong codes a sign-in survives; the next try finds it dead. */
export const MAX_CODE_ATTEMPTS = 5;
/** Links mailed to one address per window; more are quietly dropped (the answer does not change). */
const LINKS_PER_EMAIL = 3;
/** Code tries per email and per address in one window, right or wrong. */
const CODES_PER_EMAIL = 10;
const CODES_PER_ADDRESS = 30;
/** Short on purpose: a throttled client (or one an attacker throttled) waits minutes, not hours. */
const WINDOW_MS = 15 * 60_000;

/** Mails a sign-in link and code to a client with portal access, if the address is one's. Runs after the response. */
export async function requestSignInLink(ctx: PortalAuthContext, email: string): Promise<void> {
  if (ctx.mailer.mode === 'disabled') return;
  const window = await ctx.counters.hit(`portal-link:${email}`, WINDOW_MS);
  if (window.count > LINKS_PER_EMAIL) return;
  const client = await findPortalClientByEmail(ctx.db, email);
  if (!client) return;
  const now = nowIso(ctx);
  const brand = await loadBrand(ctx.db, ctx.config);
  await ctx.db.transaction().execute(async (trx) => {
    const secret = await issueSignIn(trx, ctx.portalTokens, ctx.config.portalUrl, client.id, now);
    await ctx.mailer.send(signInMail(brand, client.locale ?? ctx.config.defaultLocale, client.email, 'sign_in', secret), trx);
  });
  ctx.mailer.deliverSoon();
}

const invalidSignIn = () => new UnauthorizedError('The sign-in link or code is not valid: it was used, has expired or was tried too often.', 'invalid_sign_in');

export type SignInProof = { token: string } | { email: string; code: string };

/** Verifies a link's token or an email's code, spends it and starts a session. */
export async function verifySignIn(ctx: PortalAuthContext, proof: SignInProof): Promise<TokenPair> {
  const now = nowIso(ctx);
  const signIn = 'token' in proof ? await findSignInByToken(ctx.db, hashOpaqueToken(proof.token), now) : await matchCode(ctx, proof, now);
  if (!signIn) throw invalidSignIn();
  const pair = await ctx.db.transaction().execute(async (trx) => {
    if (!(await spendSignIn(trx, signIn.id, now))) return null;
    await recordPortalSignIn(trx, signIn.clientId, now);
    await recordAudit(trx, { ...ctx.actor, userId: null }, { at: now, operation: 'portal.sign_in', recordType: 'client', recordId: signIn.clientId });
    return startPortalSession(ctx, trx, signIn.clientId, now, 'token' in proof ? 'link' : 'code');
  });
  if (!pair) throw invalidSignIn();
  return pair;
}

async function matchCode(ctx: PortalAuthContext, proof: { email: string; code: string }, now: string): Promise<{ id: number; clientId: number } | null> {
  await throttleCodes(ctx, proof.email);
  const client = await findPortalClientByEmail(ctx.db, proof.email);
  if (!client) return null;
  const presented = Buffer.from(proof.code);
  for (const live of await liveCodesOfClient(ctx.db, client.id, now, MAX_CODE_ATTEMPTS)) {
    const expected = Buffer.from(ctx.portalTokens.hashCode(proof.code, live.tokenHash), 'hex');
    if (timingSafeEqual(expected, Buffer.from(live.codeHash, 'hex')) && presented.length === 6) return { id: live.id, clientId: client.id };
  }
  await countWrongCode(ctx.db, client.id, now);
  return null;
}

/** Every code try counts, before it is checked, so parallel guesses cannot outrun the limits. */
async function throttleCodes(ctx: PortalAuthContext, email: string): Promise<void> {
  const limits = [
    { key: `portal-code:email:${email}`, max: CODES_PER_EMAIL },
    { key: `portal-code:ip:${addressKey(ctx.actor.ip ?? '')}`, max: CODES_PER_ADDRESS },
  ];
  for (const limit of limits) {
    const window = await ctx.counters.hit(limit.key, WINDOW_MS);
    if (window.count > limit.max) {
      const seconds = Math.max(1, Math.ceil((window.resetAt - ctx.clock.now().getTime()) / 1000));
      throw new TooManyRequestsError(seconds, 'Too many sign-in codes tried. Try again later.', 'login_throttled');
    }
  }
}
