import { loadOnFirstUse } from '../../../shared/load-on-first-use.js';

// Its tables load when the first slug is made, not at every start.
const transliteration = loadOnFirstUse<typeof import('transliteration')>('transliteration');

export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 120;
/** Room left for a "-N" suffix when a generated slug is taken. */
const GENERATED_MAX_LENGTH = 80;

/** Slugs that would shadow a route (/api/blog/admin/...). */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set(['admin']);

/**
 * A slug from a title in any script: transliterated to ASCII (Korean "종합소득세 신고" becomes
 * "jonghabsodeugse-singo"), lowercase a-z0-9 words joined by hyphens. A title with nothing to
 * transliterate (emoji only) falls back to the given word.
 */
export function slugFromText(text: string, fallback: string): string {
  let slug = transliteration().slugify(text, { lowercase: true, separator: '-', trim: true })
    .replace(/[^a-z0-9-]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
  if (slug.length > GENERATED_MAX_LENGTH) {
    const cut = slug.slice(0, GENERATED_MAX_LENGTH);
    const lastHyphen = cut.lastIndexOf('-');
    slug = (lastHyphen > GENERATED_MAX_LENGTH / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-$/, '');
  }
  return slug === '' ? fallback : slug;
}

/**
 * The first free slug of base, base-2, base-3, ... given the taken slugs that start with base.
 * Reserved slugs count as taken.
 */
export function firstFreeSlug(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  for (const reserved of RESERVED_SLUGS) used.add(reserved);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    if (!used.has(`${base}-${n}`)) return `${base}-${n}`;
  }
}
