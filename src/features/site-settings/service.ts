import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ValidationError } from '../../shared/errors.js';
import { loadSiteSettings, upsertSiteSettings, type SiteSettings, type SiteSettingsInput } from './repository.js';
import { bumpContentVersion } from '../../db/content-version.js';
import { imageUrlOf } from '../site-images/service.js';

/** The settings as the API answers them: with the logo's URL beside its image id (the admin shows it). */
export type SiteSettingsView = SiteSettings & { logoUrl: string | null };

async function withLogoUrl(ctx: Pick<ServiceContext, 'db' | 'config'>, settings: SiteSettings): Promise<SiteSettingsView> {
  return { ...settings, logoUrl: settings.logoImageId === null ? null : await imageUrlOf(ctx, settings.logoImageId) };
}

/** The mail switches may be left out of a save (clients written before they existed): they stay. */
export type SiteSettingsSave = Omit<SiteSettingsInput, 'notifyNewInquiries' | 'acknowledgeInquiries' | 'brandColour' | 'logoImageId' | 'invoicePaymentInstructions' | 'invoiceTaxRatePercent'> &
  Partial<SiteSettingsInput>;

/** What an installation shows before anyone saves settings. */
function defaults(ctx: Pick<ServiceContext, 'config'>): SiteSettings {
  return {
    siteName: 'taxdesk',
    siteDescription: null,
    siteUrl: ctx.config.siteUrl,
    contactEmail: null,
    contactPhone: null,
    address: null,
    businessHours: null,
    socialLinks: [],
    defaultMetaTitle: null,
    defaultMetaDescription: null,
    rssItemLimit: null,
    notifyNewInquiries: true,
    acknowledgeInquiries: true,
    brandColour: null,
    logoImageId: null,
    invoicePaymentInstructions: null,
    invoiceTaxRatePercent: null,
    updatedAt: null,
  };
}

export async function readSiteSettings(ctx: ServiceContext): Promise<SiteSettingsView> {
  return withLogoUrl(ctx, (await loadSiteSettings(ctx.db)) ?? defaults(ctx));
}

function refuseRepeatedLinkNames(input: SiteSettingsSave): void {
  const seen = new Map<string, number>();
  const errors: Record<string, string[]> = {};
  input.socialLinks.forEach((link, index) => {
    const key = link.name.trim().toLowerCase();
    if (seen.has(key)) errors[`socialLinks[${index}].name`] = [`repeats socialLinks[${seen.get(key)}].name`];
    else seen.set(key, index);
  });
  if (Object.keys(errors).length > 0) throw new ValidationError(errors);
}

/**
 * Replaces the record whole. The audit entry compares with what GET showed before (the defaults
 * before the first save), so it names the fields the admin actually changed.
 */
export async function saveSiteSettings(ctx: ServiceContext, save: SiteSettingsSave): Promise<SiteSettingsView> {
  refuseRepeatedLinkNames(save);
  const now = nowIso(ctx);
  const saved = await ctx.db.transaction().execute(async (trx) => {
    const before = (await loadSiteSettings(trx)) ?? defaults(ctx);
    const input: SiteSettingsInput = {
      ...save,
      notifyNewInquiries: save.notifyNewInquiries ?? before.notifyNewInquiries,
      acknowledgeInquiries: save.acknowledgeInquiries ?? before.acknowledgeInquiries,
      brandColour: save.brandColour === undefined ? before.brandColour : save.brandColour,
      logoImageId: save.logoImageId === undefined ? before.logoImageId : save.logoImageId,
      invoicePaymentInstructions: save.invoicePaymentInstructions === undefined ? before.invoicePaymentInstructions : save.invoicePaymentInstructions,
      invoiceTaxRatePercent: save.invoiceTaxRatePercent === undefined ? before.invoiceTaxRatePercent : save.invoiceTaxRatePercent,
    };
    if (input.logoImageId !== null && !(await trx.selectFrom('site_images').select('id').where('id', '=', input.logoImageId).executeTakeFirst())) {
      throw ValidationError.field('logoImageId', 'names no uploaded image (POST /api/images)');
    }
    const after = await upsertSiteSettings(trx, input, now);
    // The feeds show the site's name and description and honour the RSS item limit.
    await bumpContentVersion(trx, now, ctx);
    await recordAudit(trx, ctx.actor, { at: now, operation: 'settings.update', recordType: 'settings', recordId: 1, changes: changedFields({ ...before }, { ...after }) });
    return after;
  });
  return withLogoUrl(ctx, saved);
}
