/*
 * Sample content for the theme's trial render at start: every page template, with every optional
 * part present (a category, an author, tags, a notice, a field error), so that a broken branch of
 * a template fails the start rather than a request.
 */
import type { BlogPost } from '../../blog/schemas.js';
import { contactForm } from './contact-form.js';
import type { SiteIntl } from './messages.js';
import { blogView, contactView, faqView, homeView, noticesView, postView, thanksView, type Links } from './views.js';
import type { PageView, SiteView } from './website.js';

const AT = '2026-01-01T00:00:00.000Z';

const post: BlogPost = {
  id: 1,
  slug: 'sample',
  url: 'https://example.com/blog/sample',
  title: 'Sample',
  excerpt: null,
  summary: 'Sample',
  categoryId: 1,
  category: { id: 1, name: 'Sample', slug: 'sample' },
  tags: ['sample'],
  coverImageUrl: 'https://example.com/sample.png',
  authorName: 'Sample',
  publishedAt: AT,
  createdAt: AT,
  updatedAt: AT,
  status: 'published',
  archivedAt: null,
  content: '<p>Sample</p>',
  metaTitle: null,
  metaDescription: null,
};

const site: SiteView = {
  name: 'Sample',
  description: 'Sample',
  email: 'office@example.com',
  phone: '+82 2 000 0000',
  phoneLink: '+8220000000',
  address: 'Sample',
  hours: ['Mon-Fri 09:00-18:00'],
  social: [{ name: 'Sample', url: 'https://example.com' }],
  colour: '#1d4f91',
  logo: { src: '/logo.webp', srcset: '/logo.webp 320w', avifSrcset: '/logo.avif 320w', width: 320, height: 128 },
  defaultMetaTitle: null,
  defaultMetaDescription: null,
};

export function sampleViews(intl: SiteIntl): PageView[] {
  const links: Links = { at: (path) => path, url: (path) => `https://example.com${path}`, intl };
  const notice = { title: 'Sample', content: 'Sample', pinned: true };
  const category = { id: 1, name: 'Sample', slug: 'sample', description: 'Sample', sortOrder: 0, postCount: 1, createdAt: AT, updatedAt: AT };
  return [
    homeView(links, site, [post], [notice]),
    blogView(links, { posts: [post], page: 2, totalPages: 3, categories: [category], category }),
    postView(links, site, post, { src: 'https://example.com/cover.webp', srcset: 'https://example.com/cover.webp 640w', avifSrcset: 'https://example.com/cover.avif 640w', width: 640, height: 360 }),
    faqView(links, [{ question: 'Sample', answer: 'Sample', category: 'Sample' }]),
    noticesView(links, [notice]),
    contactView(links, contactForm('/contact', 'stamp', { name: 'Sample' }, { email: 'Sample' }, 'contact.tooFast')),
    thanksView(links),
    { template: 'error', title: 'Sample', path: '/', alternates: false, data: { error: { status: 404, title: 'error.notFound.title', body: 'error.notFound.body' } } },
  ];
}

/** The sample site settings (the trial render uses them, so that every optional part is drawn). */
export const SAMPLE_SITE = site;
