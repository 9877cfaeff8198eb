/**
 * A whole site-settings body for PUT /api/sitesettings (it replaces every field): the firm's name
 * and address, every optional field empty, and what a test sets on top.
 */
export function siteSettingsBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    siteName: 'Hanbit Tax',
    siteDescription: null,
    siteUrl: 'https://www.example-tax.com',
    contactEmail: null,
    contactPhone: null,
    address: null,
    businessHours: null,
    socialLinks: [],
    defaultMetaTitle: null,
    defaultMetaDescription: null,
    rssItemLimit: null,
    ...changes,
  };
}
