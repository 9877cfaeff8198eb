/**
 * The staff side of portal access (issue 32 item 1): inviting a client (access granted and a
 * sign-in mailed, in one transaction) and ending it (every session and pending sign-in of the
 * client ends with it). Both audited against the client.
 */
import { recordAudit } from '../../../shared/audit/record.js';
import { findClient } from '../../../shared/clients/client-store.js';
import { nowIso, type ServiceContext } from '../../../shared/context.js';
import { NotFoundError, ValidationError } from '../../../shared/errors.js';
import { loadBrand } from '../../../shared/mail/template.js';
import {
  endPortalAccess,
  grantPortalAccess,
  spendClientSignInTokens,
} from '../../../shared/portal/access-store.js';
import type { PortalTokenService } from '../../../shared/portal/tokens.js';
import { portalAccessOf, type PortalAccessView } from '../../../shared/portal/access-view.js';
import { endClientPortalSessions } from '../../../shared/portal/sessions.js';
import { signInMail } from './sign-in-mail.js';
import { issueSignIn } from './sign-in-secrets.js';

/**
 * Grants the client access and mails them a sign-in link and code (valid 15 minutes). Inviting
 * again mails a new sign-in; the earlier ones stay valid until they expire.
 */
export async function inviteClient(ctx: ServiceContext, portalTokens: PortalTokenService, clientId: number): Promise<PortalAccessView> {
  const client = await findClient(ctx.db, clientId);
  if (!client) throw new NotFoundError('Client', clientId);
  const email = client.email;
  if (!email) throw ValidationError.field('email', 'the client has no email address', 'client_without_email');
  const now = nowIso(ctx);
  const brand = await loadBrand(ctx.db, ctx.config);
  await ctx.db.transaction().execute(async (trx) => {
    await grantPortalAccess(trx, clientId, now, ctx.actor.userId);
    // Without a way to deliver it, a sign-in would only be a secret stored for nobody.
    if (ctx.mailer.mode !== 'disabled') {
      const secret = await issueSignIn(trx, portalTokens, ctx.config.portalUrl, clientId, now);
      await ctx.mailer.send(signInMail(brand, client.locale ?? ctx.config.defaultLocale, email, 'invitation', secret), trx);
    }
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.invite', recordType: 'client', recordId: clientId });
  });
  ctx.mailer.deliverSoon();
  return portalAccessOf(ctx.db, clientId);
}

/** Ends the client's access: its sessions end at their next request, its pending sign-ins die. Idempotent. */
export async function endClientAccess(ctx: ServiceContext, clientId: number): Promise<void> {
  const client = await findClient(ctx.db, clientId);
  if (!client) throw new NotFoundError('Client', clientId);
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    if (!(await endPortalAccess(trx, clientId, now))) return;
    await endClientPortalSessions(trx, clientId, now);
    await spendClientSignInTokens(trx, clientId, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.end_access', recordType: 'client', recordId: clientId });
  });
}
