import { updateClientIn } from '../../../shared/clients/client-aggregate.js';
import { NotFoundError } from '../../../shared/errors.js';
import { loadBrand } from '../../../shared/mail/template.js';
import type { PortalContext } from '../../../shared/portal/context.js';
import { findOwnRecord } from '../repository.js';

export async function readMe(ctx: PortalContext) {
  const own = await findOwnRecord({ db: ctx.db, clientId: ctx.clientId });
  // The authenticator checked the client a moment ago; a deletion in between is a missing record.
  if (!own) throw new NotFoundError('Client');
  // The site settings' writes bump the content version, so the firm's details are kept per version.
  const brand = await ctx.versionedReads.get('brand', () => loadBrand(ctx.db, ctx.config));
  return {
    ...own,
    firm: { name: brand.siteName, email: brand.contactEmail, phone: brand.contactPhone, address: brand.address, website: brand.siteUrl, locale: ctx.config.defaultLocale, currency: ctx.config.currency },
  };
}

/**
 * The client's own edit: phone and postal address only, through the client aggregate (audited as
 * client.update with the client's request, no staff user), so staff see it in the record's history.
 */
export async function updateMe(ctx: PortalContext, changes: { phone: string | null; address: string | null }) {
  await ctx.db.transaction().execute((trx) => updateClientIn(ctx, trx, ctx.clientId, { phone: changes.phone, address: changes.address }));
  return readMe(ctx);
}
