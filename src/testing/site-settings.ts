/** The site settings a test leaves empty: every optional one. */
const OPTIONAL = ['siteDescription', 'contactEmail', 'contactPhone', 'address', 'businessHours', 'defaultMetaTitle', 'defaultMetaDescription', 'rssItemLimit'];

/**
 * A whole site-settings body for PUT /api/sitesettings (it replaces every field): the firm's name
 * and address, every optional field empty, and what a test sets on top.
 */
export function siteSettingsBody(changes: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    siteName: 'Hanbit Tax',
    siteUrl: 'https://www.example-tax.com',
    socialLinks: [],
    ...Object.fromEntries(OPTIONAL.map((name) => [name, null])),
    ...changes,
  };
}
