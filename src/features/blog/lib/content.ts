import type sanitizeHtml from 'sanitize-html';
import { loadOnFirstUse } from '../../../shared/load-on-first-use.js';

/*
 * The sanitizer (with its HTML parser and PostCSS) loads on the first post saved or summarized, not
 * at every start: about 2 MB that a server answering from its public cache need not hold
 * (bench/README.md, "Cold start and memory").
 */
const sanitizer = loadOnFirstUse<typeof import('sanitize-html')>('sanitize-html');

// C0 controls, DEL, C1 controls, lone surrogates and the noncharacters U+FFFE/U+FFFF: invisible,
// usually pasted in from word processors, and not allowed in XML 1.0.
const INVISIBLE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ufffe\uffff]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * What a post's HTML may contain: ordinary formatting, headings, lists, tables, quotes, code,
 * links and images. Scripts, styles, iframes, embeds, forms, event handlers, inline styles and
 * every URL scheme but http(s), mailto and tel are removed (so no javascript: or data: URLs).
 */
const POLICY: Omit<sanitizeHtml.IOptions, 'allowedTags'> = {
  allowedAttributes: {
    a: ['href', 'name', 'target', 'rel', 'title'],
    img: ['src', 'srcset', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    blockquote: ['cite'],
    q: ['cite'],
    time: ['datetime'],
    ol: ['start', 'reversed', 'type'],
    td: ['colspan', 'rowspan'],
    th: ['colspan', 'rowspan', 'scope'],
    code: ['class'],
    pre: ['class'],
  },
  // Syntax highlighting hints only.
  allowedClasses: { code: ['language-*'], pre: ['language-*'] },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  // Dropped together with everything inside them (the default keeps the text of unknown tags).
  nonTextTags: ['script', 'style', 'textarea', 'option', 'xmp', 'noscript', 'iframe', 'object', 'embed', 'template', 'svg', 'math'],
  transformTags: { a: (tagName, attribs) => ({ tagName, attribs: withSafeRel(attribs) }) },
};

/**
 * A link must never hand `window.opener` to the page it opens (reverse tabnabbing): `rel="opener"`
 * is dropped, and a link with any `target` (a named window too, in any letter case) gets
 * `noopener noreferrer`. The parser has already lower-cased attribute names.
 */
function withSafeRel(attribs: sanitizeHtml.Attributes): sanitizeHtml.Attributes {
  const tokens = new Set((attribs.rel ?? '').toLowerCase().split(/\s+/).filter((token) => token !== '' && token !== 'opener'));
  if (attribs.target !== undefined) {
    tokens.add('noopener');
    tokens.add('noreferrer');
  }
  const { rel: _rel, ...rest } = attribs;
  return tokens.size > 0 ? { ...rest, rel: [...tokens].join(' ') } : rest;
}

/** POLICY with the sanitizer's default tags, once it is loaded. */
let policy: sanitizeHtml.IOptions | undefined;

/** The post HTML as stored: sanitized on every save. */
export function sanitizePostHtml(html: string): string {
  policy ??= { ...POLICY, allowedTags: [...sanitizer().defaults.allowedTags, 'img'] };
  return sanitizer()(html.replace(/\r\n?/g, '\n').replace(INVISIBLE, ''), policy).trim();
}

const TEXT_ONLY: sanitizeHtml.IOptions = {
  allowedTags: [],
  allowedAttributes: {},
  nonTextTags: POLICY.nonTextTags,
};

/** The visible text of HTML, entities decoded. */
export function htmlToText(html: string): string {
  // sanitize-html decodes entities and re-escapes exactly these characters; undo that.
  const escaped = sanitizer()(html.replace(/<(?:br|\/p|\/h\d|\/li|\/div|\/tr|\/blockquote)\b[^>]*>/gi, '$& '), TEXT_ONLY);
  return escaped.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&').replace(/\s+/g, ' ').trim();
}

const SUMMARY_LENGTH = 280;

/** Plain text for listings and RSS: the excerpt when given, else the start of the content. */
export function summarize(excerpt: string | null, contentHtml: string, title: string): string {
  const text = (excerpt ?? htmlToText(contentHtml)).replace(/\s+/g, ' ').trim();
  if (text === '') return title;
  if (text.length <= SUMMARY_LENGTH) return text;
  const cut = text.slice(0, SUMMARY_LENGTH);
  const lastSpace = cut.lastIndexOf(' ');
  return `${(lastSpace > SUMMARY_LENGTH / 2 ? cut.slice(0, lastSpace) : cut).trimEnd()}…`;
}

/** One line of plain text (titles, names): invisible characters removed, white space collapsed. */
export function cleanLine(text: string): string {
  return text.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
}

/** Several lines of plain text (excerpts, descriptions): invisible characters removed, \n line ends. */
export function cleanText(text: string): string {
  return text.replace(/\r\n?/g, '\n').replace(INVISIBLE, '').trim();
}
