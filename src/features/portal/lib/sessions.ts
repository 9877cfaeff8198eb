import { recordAudit } from '../../../shared/audit/record.js';
import { nowIso } from '../../../shared/context.js';

import type { PortalContext } from '../../../shared/portal/context.js';
import { endClientPortalSessions } from '../../../shared/portal/sessions.js';

/** Ends every portal session of the signed-in client, the current one included. */
export async function signOutEverywhere(ctx: PortalContext): Promise<void> {
  const now = nowIso(ctx);
  await ctx.db.transaction().execute(async (trx) => {
    await endClientPortalSessions(trx, ctx.clientId, now);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'portal.sign_out_everywhere', recordType: 'client', recordId: ctx.clientId });
  });
}
