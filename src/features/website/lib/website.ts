/*
 * The public website as one object per app: its theme and messages (loaded at start), the site
 * settings as the pages show them (read once per content version), and how a page is answered:
 * rendered once per content version and key through the public cache (ETag, 304, Cache-Control
 * with stale-while-revalidate, br/gzip) and replayed by the fast lane, like the public API.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import { nextScheduledAt } from '../../../db/public-posts.js';
import type { App } from '../../../shared/http/app-types.js';
import { loadSiteSettings } from '../../site-settings/repository.js';
import { sitePaths } from '../../site/lib/feeds.js';
import { imageFiles } from '../../site-images/lib/images.js';
import { nextAnnouncementChange } from './content.js';
import { pictureOf, type Picture } from './pictures.js';
import { loadSiteMessages, ROOT_LOCALE, SITE_LOCALES, type SiteIntl, type SiteLocale } from './messages.js';
import { SAMPLE_SITE, sampleViews } from './sample.js';
import type { Links } from './views.js';
import { loadTheme, type PageTemplate, type Theme } from './theme.js';

export const HTML = 'text/html; charset=utf-8';

/** The site settings as templates read them. */
export interface SiteView {
  name: string;
  description: string | null;
  email: string | null;
  phone: string | null;
  /** The phone number as a tel: link takes it. */
  phoneLink: string | null;
  address: string | null;
  hours: string[];
  social: Array<{ name: string; url: string }>;
  colour: string | null;
  logo: Picture | null;
  defaultMetaTitle: string | null;
  defaultMetaDescription: string | null;
}

export type NavKey = 'home' | 'blog' | 'faq' | 'notices' | 'contact';
const NAV: ReadonlyArray<{ key: NavKey; path: string }> = [
  { key: 'home', path: '/' },
  { key: 'blog', path: '/blog' },
  { key: 'faq', path: '/faq' },
  { key: 'notices', path: '/notices' },
  { key: 'contact', path: '/contact' },
];

/** What a page handler produces; the layout's common parts (head, navigation, footer) are added here. */
export interface PageView {
  template: PageTemplate;
  /** The page's own title; null: the site's (the home page). */
  title: string | null;
  description?: string | null;
  /** The page's path in the root language (no language prefix), with its query when it is part of the page. */
  path: string;
  nav?: NavKey;
  /** From the home page down, the current page last; paths as `path`. */
  breadcrumbs?: Array<{ name: string; path: string }>;
  jsonld?: object[];
  ogType?: 'website' | 'article';
  image?: string | null;
  noindex?: boolean;
  /** Whether the page exists in every language (hreflang alternates); false for error pages. */
  alternates?: boolean;
  data: Record<string, unknown>;
}

/** What a page's content depends on besides the content version: the page is rendered again from this moment. */
export interface Produced {
  view: PageView | null;
}

export interface ErrorKind {
  status: 404 | 410 | 500;
  title: string;
  body: string;
}
export const NOT_FOUND: ErrorKind = { status: 404, title: 'error.notFound.title', body: 'error.notFound.body' };
export const GONE: ErrorKind = { status: 410, title: 'error.gone.title', body: 'error.gone.body' };
export const SERVER_ERROR: ErrorKind = { status: 500, title: 'error.server.title', body: 'error.server.body' };

function phoneLink(phone: string | null): string | null {
  return phone ? phone.replace(/[^0-9+]/g, '') : null;
}

export class Website {
  readonly theme: Theme;
  readonly messages: Record<SiteLocale, SiteIntl>;
  readonly #app: App;
  #settings: { version: number; view: SiteView } | null = null;
  /** Error pages per content version and language: probing unknown addresses renders nothing twice. */
  readonly #errorPages = new LRUCache<string, string>({ max: 64 });

  constructor(app: App) {
    this.#app = app;
    this.messages = loadSiteMessages(app.config.businessTimeZone);
    this.theme = loadTheme(app.config.themeDir, this.messages);
    this.#trialRender();
  }

  /**
   * Every page template in every language, rendered once with sample content: a missing partial,
   * a bad filter argument or an unknown message key stops the start here, naming the file.
   */
  #trialRender(): void {
    const site = SAMPLE_SITE;
    for (const locale of SITE_LOCALES) {
      for (const view of sampleViews(this.messages[locale])) {
        try {
          this.render(locale, site, view);
        } catch (error) {
          throw new Error(`theme template ${this.theme.fileOf(view.template)} (${locale}): ${(error as Error).message}`, { cause: error });
        }
      }
    }
  }

  /** A root-language path as it is in a language: /blog -> /ko/blog, / -> /ko. */
  pathIn(locale: SiteLocale, path: string): string {
    if (locale === ROOT_LOCALE) return path;
    return path === '/' ? `/${locale}` : path.startsWith('/?') ? `/${locale}${path.slice(1)}` : `/${locale}${path}`;
  }

  /** The absolute URL of a page (canonical, links): always from SITE_URL, never from the request's Host. */
  urlOf(locale: SiteLocale, path: string): string {
    return `${this.#app.config.siteUrl}${this.pathIn(locale, path)}`;
  }

  /** Links of pages in a language. */
  linksFor(locale: SiteLocale): Links {
    return { at: (path) => this.pathIn(locale, path), url: (path) => this.urlOf(locale, path), intl: this.messages[locale] };
  }

  /** The settings as of the content version (saving them bumps it). */
  async settings(version: number): Promise<SiteView> {
    if (this.#settings?.version === version) return this.#settings.view;
    const saved = await loadSiteSettings(this.#app.db);
    const logoId = saved?.logoImageId ?? null;
    const logoFiles = logoId === null ? undefined : (await imageFiles(this.#app.db, [logoId])).get(logoId);
    // The logo shows about 3rem high: its src is the smallest file that is sharp at twice that.
    const view = { ...this.#toView(saved), logo: logoFiles ? pictureOf(this.#app.config.siteUrl, logoFiles, 320) : null };
    if (!this.#settings || this.#settings.version <= version) this.#settings = { version, view };
    return view;
  }

  #toView(saved: Awaited<ReturnType<typeof loadSiteSettings>>): SiteView {
    const { config } = this.#app;
    return {
      name: saved?.siteName || config.siteName,
      description: saved?.siteDescription ?? null,
      email: saved?.contactEmail ?? null,
      phone: saved?.contactPhone ?? null,
      phoneLink: phoneLink(saved?.contactPhone ?? null),
      address: saved?.address ?? null,
      hours: (saved?.businessHours ?? '').split(/\r?\n/).filter((line) => line.trim() !== ''),
      social: saved?.socialLinks ?? [],
      colour: saved?.brandColour ?? null,
      logo: null,
      defaultMetaTitle: saved?.defaultMetaTitle ?? null,
      defaultMetaDescription: saved?.defaultMetaDescription ?? null,
    };
  }

  /** The defaults, for the trial render at start and a 500 page when the database is away. */
  fallbackSettings(): SiteView {
    return this.#settings?.view ?? this.#toView(null);
  }

  /** Renders a whole page: the view with the layout's common data. */
  render(locale: SiteLocale, site: SiteView, view: PageView): string {
    const intl = this.messages[locale];
    const title = view.title === null ? (site.defaultMetaTitle ?? site.name) : `${view.title} · ${site.name}`;
    const withAlternates = view.alternates !== false;
    const alternates = withAlternates
      ? [
          ...SITE_LOCALES.map((other) => ({ lang: other, href: this.urlOf(other, view.path), label: intl.formatMessage({ id: `language.${other}` }) })),
          { lang: 'x-default', href: this.urlOf(ROOT_LOCALE, view.path), label: '' },
        ]
      : [];
    const urls = {
      home: this.pathIn(locale, '/'),
      blog: this.pathIn(locale, '/blog'),
      faq: this.pathIn(locale, '/faq'),
      notices: this.pathIn(locale, '/notices'),
      contact: this.pathIn(locale, '/contact'),
      rss: sitePaths(this.#app.config.sitePrefix).rssPath,
    };
    return this.theme.render(view.template, {
      ...view.data,
      locale,
      lang: locale,
      year: new Date(this.#app.clock.now()).getUTCFullYear(),
      site,
      urls,
      nav: NAV.map((item) => ({ key: `nav.${item.key}`, href: this.pathIn(locale, item.path), current: item.key === view.nav })),
      breadcrumbs: (view.breadcrumbs ?? []).map((crumb) => ({ name: crumb.name, href: this.pathIn(locale, crumb.path) })),
      page: {
        title,
        description: view.description ?? site.defaultMetaDescription ?? site.description,
        canonical: this.urlOf(locale, view.path),
        alternates,
        ogType: view.ogType ?? 'website',
        ogLocale: locale === 'ko' ? 'ko_KR' : 'en_US',
        image: view.image ?? null,
        noindex: view.noindex ?? false,
        jsonld: view.jsonld ?? [],
      },
    });
  }

  /**
   * Answers a page from the public cache, rendering it on a miss. `key` names the page without
   * its language (and without campaign parameters: `?utm_source=` gives the same entry). When the
   * page does not exist, `missing` answers (the 404 page, or 410 for a withdrawn post).
   */
  async send(
    request: FastifyRequest,
    reply: FastifyReply,
    locale: SiteLocale,
    key: string,
    produce: (now: string, site: SiteView) => Promise<PageView | null>,
    missing: () => Promise<ErrorKind> | ErrorKind = () => NOT_FOUND,
  ): Promise<FastifyReply> {
    const { version } = await this.#app.contentVersion.current();
    const found = await this.#app.publicCache.send(request, reply, `site:${locale}:${key}`, version, async () => {
      const now = this.#app.clock.now().toISOString();
      const [site, next, noticeChange] = await Promise.all([this.settings(version), nextScheduledAt(this.#app.db, now), nextAnnouncementChange(this.#app.db, now)]);
      const view = await produce(now, site);
      // A scheduled post or an announcement's start or end changes pages without a write.
      const moments = [next, noticeChange].filter((moment): moment is string => moment !== null).map((moment) => Date.parse(moment));
      const validUntil = moments.length > 0 ? Math.min(...moments) : Number.POSITIVE_INFINITY;
      if (!view) return { body: null, validUntil };
      return { body: Buffer.from(this.render(locale, site, view)), contentType: HTML, validUntil };
    });
    if (found) return reply;
    return this.sendError(reply, locale, await missing(), version);
  }

  /**
   * A page rendered for this request only (the contact form: it carries the moment it was
   * served), so neither cached nor replayed: Cache-Control stays no-store.
   */
  async sendFresh(reply: FastifyReply, locale: SiteLocale, status: number, build: (site: SiteView) => PageView): Promise<FastifyReply> {
    const site = await this.settings((await this.#app.contentVersion.current()).version);
    return reply.code(status).type(HTML).send(this.render(locale, site, build(site)));
  }

  /** An error page with its status; not cached by browsers (the common no-store stays). */
  async sendError(reply: FastifyReply, locale: SiteLocale, kind: ErrorKind, version?: number): Promise<FastifyReply> {
    let site: SiteView;
    try {
      site = version === undefined ? await this.settings((await this.#app.contentVersion.current()).version) : await this.settings(version);
    } catch {
      // The 500 page shows even when the database is what failed.
      site = this.fallbackSettings();
    }
    const key = version === undefined ? null : `${locale}:${kind.status}:${version}`;
    let html = key === null ? undefined : this.#errorPages.get(key);
    if (!html) {
      html = this.render(locale, site, {
        template: 'error',
        title: this.messages[locale].formatMessage({ id: kind.title }),
        path: '/',
        alternates: false,
        noindex: true,
        data: { error: kind },
      });
      if (key !== null) this.#errorPages.set(key, html);
    }
    return reply.code(kind.status).type(HTML).send(html);
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The public website, its theme loaded and tried at start (built in buildApp); null when PUBLIC_SITE is off. */
    website: Website | null;
  }
}

/** The app's website: only its own routes ask, and they are registered only when it exists. */
export function websiteOf(app: App): Website {
  if (!app.website) throw new Error('the public website is off (PUBLIC_SITE=off)');
  return app.website;
}
