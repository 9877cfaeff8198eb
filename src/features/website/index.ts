import type { App } from '../../shared/http/app-types.js';
import getBlogPage from './get-blog-page.js';
import getCategoryPage from './get-category-page.js';
import getContactPage from './get-contact-page.js';
import getFaqPage from './get-faq-page.js';
import getHomePage from './get-home-page.js';
import getNoticesPage from './get-notices-page.js';
import getPostPage from './get-post-page.js';
import getThanksPage from './get-thanks-page.js';
import getThemeAsset from './get-theme-asset.js';
import previewPostPage from './preview-post-page.js';
import sendContactForm from './send-contact-form.js';
import { installHtmlNotFound } from './lib/not-found.js';

/**
 * The firm's public website (docs/website.md): server-rendered pages from the content the admin
 * keeps, in each language of the site (English at the root, Korean under /ko). PUBLIC_SITE=off
 * leaves them out for a firm with its own front end; the API and the feeds stay.
 */
export default function websiteFeature(app: App): void {
  if (!app.config.publicSite) return;
  getHomePage(app);
  getBlogPage(app);
  getPostPage(app);
  getCategoryPage(app);
  getFaqPage(app);
  getNoticesPage(app);
  getContactPage(app);
  sendContactForm(app);
  getThanksPage(app);
  getThemeAsset(app);
  previewPostPage(app);
  installHtmlNotFound(app);
}
