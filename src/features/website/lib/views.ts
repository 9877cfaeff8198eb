/*
 * Page views: what each template receives, built from the content, with the structured data
 * (schema.org JSON-LD) search engines read. Links are paths in the page's language (`at`);
 * absolute URLs (canonical, JSON-LD) come from SITE_URL (`url`).
 */
import type { BlogPost, BlogPostSummary, Category } from '../../blog/schemas.js';
import type { PublicFaq, PublicNotice } from './content.js';
import type { Picture } from './pictures.js';
import type { SiteIntl } from './messages.js';
import type { PageView, SiteView } from './website.js';

export interface Links {
  /** A root-language path in the page's language. */
  at(path: string): string;
  /** The absolute URL of a root-language path in the page's language. */
  url(path: string): string;
  intl: SiteIntl;
}

const HOME_POSTS = 6;
export const BLOG_PAGE_SIZE = 10;
export { HOME_POSTS };

function card(links: Links, post: BlogPostSummary) {
  return {
    href: links.at(`/blog/${post.slug}`),
    title: post.title,
    summary: post.summary,
    publishedAt: post.publishedAt,
    category: post.category ? { name: post.category.name, href: links.at(`/blog/category/${post.category.slug}`) } : null,
  };
}

/** The first paragraph-worth of plain text, for listings. */
function excerpt(text: string, max = 160): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length <= max ? flat : `${flat.slice(0, max - 1).trimEnd()}…`;
}

function lines(text: string): string[] {
  return text.split(/\r?\n/).map((line) => line.trim()).filter((line) => line !== '');
}

function breadcrumbList(links: Links, crumbs: Array<{ name: string; path: string }>): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({ '@type': 'ListItem', position: index + 1, name: crumb.name, item: links.url(crumb.path) })),
  };
}

function withCrumbs(links: Links, view: Omit<PageView, 'breadcrumbs'>, crumbs: Array<{ name: string; path: string }>): PageView {
  const all = [{ name: links.intl.formatMessage({ id: 'nav.home' }), path: '/' }, ...crumbs];
  return { ...view, breadcrumbs: all, jsonld: [...(view.jsonld ?? []), breadcrumbList(links, all)] };
}

/** The firm as schema.org describes a tax adviser's office. */
function firm(links: Links, site: SiteView): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'AccountingService',
    name: site.name,
    url: links.url('/'),
    ...(site.description ? { description: site.description } : {}),
    ...(site.email ? { email: site.email } : {}),
    ...(site.phone ? { telephone: site.phone } : {}),
    ...(site.address ? { address: site.address } : {}),
    ...(site.hours.length > 0 ? { openingHours: site.hours } : {}),
    ...(site.logo ? { logo: site.logo.src } : {}),
    ...(site.social.length > 0 ? { sameAs: site.social.map((link) => link.url) } : {}),
  };
}

export function homeView(links: Links, site: SiteView, posts: BlogPostSummary[], notices: PublicNotice[]): PageView {
  return {
    template: 'home',
    title: null,
    path: '/',
    nav: 'home',
    jsonld: [firm(links, site)],
    data: {
      posts: posts.map((post) => card(links, post)),
      notices: notices.map((notice) => ({ title: notice.title, excerpt: excerpt(notice.content) })),
    },
  };
}

export interface BlogListing {
  posts: BlogPostSummary[];
  page: number;
  totalPages: number;
  categories: Category[];
  /** The category listed, or null for the whole blog. */
  category: Category | null;
}

export function blogView(links: Links, listing: BlogListing): PageView {
  const { intl } = links;
  const base = listing.category ? `/blog/category/${listing.category.slug}` : '/blog';
  const pagePath = (page: number) => (page === 1 ? base : `${base}?page=${page}`);
  const heading = listing.category
    ? intl.formatMessage({ id: 'blog.categoryTitle' }, { name: listing.category.name })
    : intl.formatMessage({ id: 'blog.title' });
  const title = listing.page > 1 ? `${heading} (${intl.formatMessage({ id: 'blog.pageOf' }, { page: listing.page, total: listing.totalPages })})` : heading;
  const crumbs = [{ name: intl.formatMessage({ id: 'nav.blog' }), path: '/blog' }];
  if (listing.category) crumbs.push({ name: listing.category.name, path: base });
  return withCrumbs(
    links,
    {
      template: 'blog',
      title,
      description: listing.category?.description ?? intl.formatMessage({ id: 'blog.description' }),
      path: pagePath(listing.page),
      nav: 'blog',
      data: {
        heading,
        intro: listing.category?.description ?? null,
        posts: listing.posts.map((post) => card(links, post)),
        pagination: {
          page: listing.page,
          total: listing.totalPages,
          newer: listing.page > 1 ? links.at(pagePath(listing.page - 1)) : null,
          older: listing.page < listing.totalPages ? links.at(pagePath(listing.page + 1)) : null,
        },
        categories: listing.categories.map((category) => ({
          name: category.name,
          href: links.at(`/blog/category/${category.slug}`),
          current: category.id === listing.category?.id,
        })),
      },
    },
    crumbs,
  );
}

export function postView(links: Links, site: SiteView, post: BlogPost, cover: Picture | null): PageView {
  const { intl } = links;
  const path = `/blog/${post.slug}`;
  const description = post.metaDescription ?? post.summary;
  const crumbs = [{ name: intl.formatMessage({ id: 'nav.blog' }), path: '/blog' }];
  if (post.category) crumbs.push({ name: post.category.name, path: `/blog/category/${post.category.slug}` });
  crumbs.push({ name: post.title, path });
  return withCrumbs(
    links,
    {
      template: 'post',
      title: post.metaTitle ?? post.title,
      description,
      path,
      nav: 'blog',
      ogType: 'article',
      image: post.coverImageUrl,
      jsonld: [
        {
          '@context': 'https://schema.org',
          '@type': 'BlogPosting',
          headline: post.title,
          description,
          url: links.url(path),
          mainEntityOfPage: links.url(path),
          datePublished: post.publishedAt,
          dateModified: post.updatedAt,
          ...(post.coverImageUrl ? { image: post.coverImageUrl } : {}),
          author: post.authorName ? { '@type': 'Person', name: post.authorName } : { '@type': 'Organization', name: site.name },
          publisher: { '@type': 'Organization', name: site.name },
          ...(post.tags.length > 0 ? { keywords: post.tags.join(', ') } : {}),
        },
      ],
      data: {
        post: {
          title: post.title,
          content: post.content,
          publishedAt: post.publishedAt,
          authorName: post.authorName,
          tags: post.tags,
          cover,
          category: post.category ? { name: post.category.name, href: links.at(`/blog/category/${post.category.slug}`) } : null,
        },
      },
    },
    crumbs,
  );
}

export function faqView(links: Links, faqs: PublicFaq[]): PageView {
  const groups: Array<{ name: string | null; items: Array<{ question: string; answerLines: string[] }> }> = [];
  for (const faq of faqs) {
    let group = groups.find((candidate) => candidate.name === faq.category);
    if (!group) groups.push((group = { name: faq.category, items: [] }));
    group.items.push({ question: faq.question, answerLines: lines(faq.answer) });
  }
  const jsonld = faqs.length > 0
    ? [{
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({ '@type': 'Question', name: faq.question, acceptedAnswer: { '@type': 'Answer', text: faq.answer } })),
      }]
    : [];
  return sectionView(links, 'faq', { groups }, jsonld);
}

/** A page of the main navigation at /{section}, titled and described by its `{section}.title` and `.description` messages. */
function sectionView(links: Links, section: 'faq' | 'notices' | 'contact', data: Record<string, unknown>, jsonld: object[] = []): PageView {
  const { intl } = links;
  const path = `/${section}`;
  return withCrumbs(
    links,
    {
      template: section,
      title: intl.formatMessage({ id: `${section}.title` }),
      description: intl.formatMessage({ id: `${section}.description` }),
      path,
      nav: section,
      jsonld,
      data,
    },
    [{ name: intl.formatMessage({ id: `nav.${section}` }), path }],
  );
}

export function noticesView(links: Links, notices: PublicNotice[]): PageView {
  return sectionView(links, 'notices', { notices: notices.map((notice) => ({ title: notice.title, lines: lines(notice.content), pinned: notice.pinned })) });
}

export interface ContactForm {
  action: string;
  honeypot: string;
  /** The signed moment the form was served (a minimum fill time refuses faster robots). */
  started: string;
  /** A message key shown above the form. */
  problem: string | null;
  fields: Array<{
    name: string;
    label: string;
    type: string;
    value: string;
    max: number;
    required: boolean;
    multiline: boolean;
    autocomplete: string | null;
    error: string | null;
  }>;
}

export function contactView(links: Links, form: ContactForm): PageView {
  return sectionView(links, 'contact', { form });
}

export function thanksView(links: Links): PageView {
  const { intl } = links;
  return {
    template: 'thanks',
    title: intl.formatMessage({ id: 'thanks.title' }),
    path: '/contact/thanks',
    nav: 'contact',
    noindex: true,
    data: {},
  };
}
