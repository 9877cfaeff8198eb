import { Type } from 'typebox';
import {
  Email,
  Id,
  HttpsUrl,
  Instant,
  MultiLine,
  Nullable,
  Phone,
  ReadOnlyFields,
  SingleLine,
  Strict,
} from '../../shared/http/schemas.js';

export const TAG = 'Site settings';

const MAX_SOCIAL_LINKS = 20;
/** A bound for a set limit, far above what feed readers fetch; null (no limit) stays available. */
const MAX_RSS_ITEMS = 10_000;

const SocialLink = Strict({
  name: SingleLine({ minLength: 1, maxLength: 50, description: 'Unique within the list, e.g. "Instagram".' }),
  url: HttpsUrl,
});

const fields = {
  siteName: SingleLine({ minLength: 1, maxLength: 100 }),
  siteDescription: Nullable(MultiLine({ minLength: 1, maxLength: 1000 })),
  siteUrl: { ...HttpsUrl, description: "The public site's address." },
  contactEmail: Nullable(Email),
  contactPhone: Nullable(Phone),
  address: Nullable(SingleLine({ minLength: 1, maxLength: 500 })),
  businessHours: Nullable(MultiLine({ minLength: 1, maxLength: 500, examples: ['Mon-Fri 09:00-18:00'] })),
  socialLinks: Type.Array(SocialLink, { maxItems: MAX_SOCIAL_LINKS }),
  defaultMetaTitle: Nullable(SingleLine({ minLength: 1, maxLength: 200 })),
  defaultMetaDescription: Nullable(SingleLine({ minLength: 1, maxLength: 500 })),
  rssItemLimit: Nullable(
    Type.Integer({ minimum: 1, maximum: MAX_RSS_ITEMS }),
    'How many of the newest published posts the RSS feed lists (also per category); null lists every post.',
  ),
};

const mailSwitches = {
  notifyNewInquiries: Type.Boolean({ description: 'Mail the contact address when an inquiry arrives (docs/automation.md).' }),
  acknowledgeInquiries: Type.Boolean({ description: 'Mail the sender of an inquiry that it arrived; the mail quotes nothing they typed.' }),
};

/** The website theme's look (docs/website.md): stays as it is when a save leaves it out. */
const look = {
  brandColour: Nullable(Type.String({ pattern: '^#[0-9a-f]{6}$', description: 'The theme colour, #rrggbb in lowercase (links, buttons, the header line); null: the theme’s own. Pick one with AA contrast on white.' })),
  logoImageId: Nullable({ ...Id, description: 'A site image (POST /api/images) shown as the logo; null: the site name in text.' }),
};

/** What invoices print (docs/engagements.md, "Invoices"): stay as they are when a save leaves them out. */
const invoicing = {
  invoicePaymentInstructions: Nullable(
    MultiLine({ minLength: 1, maxLength: 1000, examples: ['Bank: Hana Bank\nAccount: 123-456789-01234\nHolder: Hanbit Tax'] }),
    'How to pay, printed on every invoice: bank, account number, holder, reference to quote. null: no payment section.',
  ),
  invoiceTaxRatePercent: Nullable(
    Type.Integer({ minimum: 0, maximum: 100 }),
    'The tax (VAT) included in invoiced amounts, in percent (10 in Korea); invoices show the supply value and the tax within the total. null: no tax line.',
  ),
};

/** Computed from logoImageId for the admin's preview; sent back, it is ignored. */
const logoUrl = Nullable(Type.String({ description: 'The logo image’s largest WebP file, absolute (from SITE_URL); null without a logo. Read-only: set logoImageId.' }));

export const SiteSettings = Type.Object(
  {
    ...fields,
    socialLinks: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
    ...mailSwitches,
    ...look,
    ...invoicing,
    logoUrl,
    updatedAt: Nullable(Instant, 'null until the settings are first saved (the values are then the defaults).'),
  },
  { description: 'Site settings' },
);

export const SaveSiteSettingsRequest = Strict(
  {
    ...fields,
    notifyNewInquiries: Type.Optional(mailSwitches.notifyNewInquiries),
    acknowledgeInquiries: Type.Optional(mailSwitches.acknowledgeInquiries),
    brandColour: Type.Optional(look.brandColour),
    logoImageId: Type.Optional(look.logoImageId),
    invoicePaymentInstructions: Type.Optional(invoicing.invoicePaymentInstructions),
    invoiceTaxRatePercent: Type.Optional(invoicing.invoiceTaxRatePercent),
    ...ReadOnlyFields(SiteSettings, ['updatedAt', 'logoUrl']),
  },
  {
    description:
      'The whole record: every field is required (null clears an optional one), but for the mail switches, the look (brandColour, logoImageId) and the invoice fields (invoicePaymentInstructions, invoiceTaxRatePercent), which stay as they are when left out. ' +
      'updatedAt and logoUrl (as GET returns them) are accepted and ignored.',
  },
);
