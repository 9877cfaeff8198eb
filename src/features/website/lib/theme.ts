/*
 * The website's theme: LiquidJS templates (auto-escaping every output; `| raw` only for the post
 * HTML the blog sanitized on save) and static assets served under fingerprinted names. A theme is
 * a folder (THEME_DIR, default themes/default) that a firm can copy and change; everything in it is
 * read, parsed and trial-rendered at start (Website), so a broken theme stops the start with the file and
 * line at fault instead of failing a visitor's request.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { Liquid, type Template } from 'liquidjs';
import type { SiteIntl, SiteLocale } from './messages.js';

/** The templates every theme provides: one per kind of page. */
export const PAGE_TEMPLATES = ['home', 'blog', 'post', 'faq', 'notices', 'contact', 'thanks', 'error'] as const;
export type PageTemplate = (typeof PAGE_TEMPLATES)[number];

/** Where the fingerprinted assets are served. */
export const ASSET_PREFIX = '/theme/';

const CONTENT_TYPES: Record<string, string> = {
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const TEXT = /^(text\/|image\/svg)/;

export interface ThemeAsset {
  contentType: string;
  body: Buffer;
  /** Compressed once at start for text assets (null: sent as is). */
  br: Buffer | null;
  gzip: Buffer | null;
  etag: string;
}

export interface Theme {
  /** Renders a page template with its data; `locale` picks the messages of the `t` filter. */
  render(template: PageTemplate, data: Record<string, unknown>): string;
  /** The public URL of an asset by its name in assets/ (e.g. "site.css"). */
  assetUrl(name: string): string;
  /** Assets by the fingerprinted file name their URL ends with. */
  readonly assets: ReadonlyMap<string, ThemeAsset>;
  /** The file of a page template (for error messages). */
  fileOf(template: PageTemplate): string;
}

function loadAssets(dir: string): { byUrlName: Map<string, ThemeAsset>; urls: Map<string, string> } {
  const byUrlName = new Map<string, ThemeAsset>();
  const urls = new Map<string, string>();
  if (!fs.existsSync(dir)) return { byUrlName, urls };
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile()) continue;
    const ext = path.extname(name).toLowerCase();
    const contentType = CONTENT_TYPES[ext];
    if (!contentType) throw new Error(`theme asset ${file}: unknown type "${ext}" (known: ${Object.keys(CONTENT_TYPES).join(' ')})`);
    const body = fs.readFileSync(file);
    const hash = createHash('sha256').update(body).digest('hex').slice(0, 12);
    // The hash in the name makes every version its own URL, so it can be cached for a year.
    const urlName = `${path.basename(name, ext)}.${hash}${ext}`;
    const text = TEXT.test(contentType);
    byUrlName.set(urlName, {
      contentType,
      body,
      br: text ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }) : null,
      gzip: text ? zlib.gzipSync(body, { level: 9 }) : null,
      etag: `"${hash}"`,
    });
    urls.set(name, `${ASSET_PREFIX}${urlName}`);
  }
  return { byUrlName, urls };
}

/** Liquid keyword arguments arrive as [name, value] pairs. */
function valuesOf(args: unknown[]): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const arg of args) if (Array.isArray(arg) && arg.length === 2 && typeof arg[0] === 'string') values[arg[0]] = arg[1];
  return values;
}

const COLOUR = /^#([0-9a-f]{6})$/;

/**
 * The site settings' colour as a stylesheet of its own (`:root { --brand: ... }`): pages carry no
 * inline style (CSP style-src 'self'), and the colour in the name makes each one immutable.
 */
export function brandStylesheetUrl(colour: string): string {
  const match = COLOUR.exec(colour);
  if (!match) throw new Error(`not a #rrggbb colour: ${colour}`);
  return `${ASSET_PREFIX}brand-${match[1]}.css`;
}

/** The stylesheet a brand stylesheet's file name stands for, or null for any other name. */
export function brandStylesheet(fileName: string): Buffer | null {
  const match = /^brand-([0-9a-f]{6})\.css$/.exec(fileName);
  return match ? Buffer.from(`:root{--brand:#${match[1]}}\n`) : null;
}

/** JSON for a <script type="application/ld+json">: nothing in it can end the script element. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
}

/**
 * Loads a theme folder: templates/*.liquid (one per page kind, plus layouts and partials) and
 * assets/. Throws with the file and line of the first problem.
 */
export function loadTheme(themeDir: string, messages: Record<SiteLocale, SiteIntl>): Theme {
  const templatesDir = path.join(themeDir, 'templates');
  if (!fs.existsSync(templatesDir)) throw new Error(`theme ${themeDir}: no templates/ folder (THEME_DIR)`);
  const { byUrlName, urls } = loadAssets(path.join(themeDir, 'assets'));
  const assetUrl = (name: string): string => {
    const url = urls.get(name);
    if (!url) throw new Error(`theme asset "${name}" does not exist in ${path.join(themeDir, 'assets')}`);
    return url;
  };

  const liquid = new Liquid({
    root: [templatesDir],
    extname: '.liquid',
    // Every {{ }} is HTML-escaped; `| raw` opts out.
    outputEscape: 'escape',
    strictFilters: true,
    ownPropertyOnly: true,
    // Partials and layouts only from the theme's own folder.
    relativeReference: false,
    cache: true,
  });
  const intlOf = (context: { getSync(path: string[]): unknown }): SiteIntl => {
    const locale = context.getSync(['locale']) as SiteLocale;
    const intl = messages[locale];
    if (!intl) throw new Error(`no messages for locale "${String(locale)}"`);
    return intl;
  };
  liquid.registerFilter('t', function (this: { context: { getSync(path: string[]): unknown } }, key: string, ...args: unknown[]) {
    return intlOf(this.context).formatMessage({ id: key }, valuesOf(args) as Record<string, string>);
  });
  liquid.registerFilter('localdate', function (this: { context: { getSync(path: string[]): unknown } }, value: string) {
    return value ? intlOf(this.context).formatDate(value, { dateStyle: 'long' }) : '';
  });
  liquid.registerFilter('asset', (name: string) => assetUrl(name));
  liquid.registerFilter('script_json', (value: unknown) => scriptJson(value));
  liquid.registerFilter('brand_stylesheet', (colour: string) => brandStylesheetUrl(colour));

  const parsed = new Map<PageTemplate, Template[]>();
  for (const name of PAGE_TEMPLATES) {
    const file = path.join(templatesDir, `${name}.liquid`);
    if (!fs.existsSync(file)) throw new Error(`theme ${themeDir}: missing templates/${name}.liquid`);
    try {
      parsed.set(name, liquid.parseFileSync(name));
    } catch (error) {
      throw new Error(`theme template ${file}: ${(error as Error).message}`, { cause: error });
    }
  }
  const render = (template: PageTemplate, data: Record<string, unknown>): string =>
    liquid.renderSync(parsed.get(template)!, data) as string;

  return { render, assetUrl, assets: byUrlName, fileOf: (name) => path.join(templatesDir, `${name}.liquid`) };
}
