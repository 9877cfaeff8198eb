/*
 * Responsive images in pages: an uploaded site image (src/features/site-images) is shown through
 * <picture> with AVIF and WebP srcsets and the width and height of its file (no layout shift);
 * images inside a post's content get the same srcset when they are site images, and load lazily.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { fileUrl, imageFiles, imageOfUrl, IMAGE_PATH, parseFileName, type ImageFile } from '../../site-images/lib/images.js';

type Db = Kysely<Database>;

export interface Picture {
  src: string;
  srcset: string | null;
  avifSrcset: string | null;
  width: number | null;
  height: number | null;
}

function srcset(siteUrl: string, files: ImageFile[], format: 'webp' | 'avif'): string {
  return files.filter((file) => file.format === format).sort((a, b) => a.width - b.width).map((file) => `${fileUrl(siteUrl, file)} ${file.width}w`).join(', ');
}

/** A picture from an image's files; `preferWidth`: the file whose size the src and dimensions give. */
export function pictureOf(siteUrl: string, files: ImageFile[], preferWidth = Number.POSITIVE_INFINITY): Picture {
  const webp = files.filter((file) => file.format === 'webp').sort((a, b) => a.width - b.width);
  const chosen = webp.find((file) => file.width >= preferWidth) ?? webp.at(-1)!;
  return { src: fileUrl(siteUrl, chosen), srcset: srcset(siteUrl, files, 'webp'), avifSrcset: srcset(siteUrl, files, 'avif'), width: chosen.width, height: chosen.height };
}

/** The picture of an address: a site image's srcset when it is one, the address alone otherwise. */
export async function pictureOfUrl(db: Db, siteUrl: string, url: string): Promise<Picture> {
  const id = await imageOfUrl(db, siteUrl, url);
  const files = id === null ? undefined : (await imageFiles(db, [id])).get(id);
  return files ? pictureOf(siteUrl, files) : { src: url, srcset: null, avifSrcset: null, width: null, height: null };
}

const IMG = /<img\b([^>]*?)\s*\/?>/g;
const SRC = /\bsrc="([^"]*)"/;

/**
 * A post's (sanitized) HTML with its images made responsive and lazy: a site image gets srcset,
 * sizes, width and height; every image loading="lazy" and decoding="async" (the content starts
 * below the title and the cover).
 */
export async function responsiveContent(db: Db, siteUrl: string, html: string): Promise<string> {
  const prefix = `${siteUrl}${IMAGE_PATH}`;
  const keys = [...html.matchAll(IMG)]
    .map((match) => SRC.exec(match[1]!)?.[1] ?? '')
    .filter((src) => src.startsWith(prefix))
    .map((src) => parseFileName(src.slice(prefix.length))?.key)
    .filter((key): key is string => key !== undefined);
  const byKey = new Map<string, ImageFile[]>();
  if (keys.length > 0) {
    const rows = await db.selectFrom('site_image_files').select(['key', 'image_id']).where('key', 'in', keys).execute();
    const files = await imageFiles(db, [...new Set(rows.map((row) => row.image_id))]);
    for (const row of rows) byKey.set(row.key, files.get(row.image_id) ?? []);
  }
  return html.replace(IMG, (_tag, attributes: string) => {
    const src = SRC.exec(attributes)?.[1] ?? '';
    const named = src.startsWith(prefix) ? parseFileName(src.slice(prefix.length)) : null;
    const files = named ? byKey.get(named.key) : undefined;
    let extra = ' loading="lazy" decoding="async"';
    if (files && files.length > 0) {
      const own = files.find((file) => file.key === named!.key)!;
      extra += ` srcset="${srcset(siteUrl, files, 'webp')}" sizes="(min-width: 48rem) 42rem, 100vw" width="${own.width}" height="${own.height}"`;
    }
    const kept = attributes.replace(/\s(loading|decoding|srcset|sizes|width|height)="[^"]*"/g, '');
    return `<img${kept}${extra}>`;
  });
}
