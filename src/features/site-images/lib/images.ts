/*
 * The website's images: an upload is read up to a size cap, its type decided by its bytes
 * (file-type), decoded by sharp with a pixel cap, turned upright, and resized into responsive
 * widths in WebP and AVIF (metadata dropped); every file is stored content-addressed through the
 * storage interface (docs/storage.md) and recorded, so that /images/{key}.{format} serves only
 * files made here. Pages use the sizes for srcset, with width and height against layout shift.
 */
import { Readable } from 'node:stream';
import type { Kysely } from 'kysely';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../../db/schema.js';
import { ValidationError } from '../../../shared/errors.js';
import type { BlobStore } from '../../../shared/storage/blob-store.js';
import { openBlobStore, type StoreLocation } from '../../../shared/storage/open-store.js';

type Db = Kysely<Database>;

/** The most an upload may hold. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;
/** Decoding bombs (a small file of huge dimensions) stop here. */
const MAX_PIXELS = 40_000_000;
/** The widths made (those below the original's, and the original's own up to the largest). */
export const IMAGE_WIDTHS = [320, 640, 960, 1280, 1920] as const;
const FORMATS = ['avif', 'webp'] as const;
export type ImageFormat = (typeof FORMATS)[number];
const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif']);
export const IMAGE_PATH = '/images/';
const FILE_NAME = /^([0-9a-f]{64})\.(webp|avif)$/;

export interface ImageFile {
  key: string;
  format: ImageFormat;
  width: number;
  height: number;
  bytes: number;
}

export interface SiteImage {
  id: number;
  /** The largest WebP file: what an editor puts in src (the pages add srcset). */
  url: string;
  width: number;
  height: number;
  /** `srcset` values per format, smallest first. */
  srcset: Record<ImageFormat, string>;
  files: Array<ImageFile & { url: string }>;
}

export function fileUrl(siteUrl: string, file: Pick<ImageFile, 'key' | 'format'>): string {
  return `${siteUrl}${IMAGE_PATH}${file.key}.${file.format}`;
}

/** The key and format an /images/ file name names, or null. */
export function parseFileName(name: string): { key: string; format: ImageFormat } | null {
  const match = FILE_NAME.exec(name);
  return match ? { key: match[1]!, format: match[2] as ImageFormat } : null;
}

export function toSiteImage(siteUrl: string, id: number, files: ImageFile[]): SiteImage {
  const sorted = [...files].sort((a, b) => a.width - b.width);
  const largest = sorted.filter((file) => file.format === 'webp').at(-1)!;
  const srcset = (format: ImageFormat) => sorted.filter((file) => file.format === format).map((file) => `${fileUrl(siteUrl, file)} ${file.width}w`).join(', ');
  return {
    id,
    url: fileUrl(siteUrl, largest),
    width: largest.width,
    height: largest.height,
    srcset: { avif: srcset('avif'), webp: srcset('webp') },
    files: sorted.map((file) => ({ ...file, url: fileUrl(siteUrl, file) })),
  };
}

export interface Processed {
  mediaType: string;
  width: number;
  height: number;
  files: Array<{ format: ImageFormat; width: number; height: number; bytes: Buffer }>;
}

/** Decides the type by the bytes and makes the responsive files. */
export async function processImage(bytes: Buffer): Promise<Processed> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(bytes);
  if (!type || !ACCEPTED.has(type.mime)) throw ValidationError.field('file', 'must be a JPEG, PNG, WebP, AVIF or GIF image (judged by its bytes)');
  // sharp is loaded on first use: most instances never resize an image.
  const sharp = (await import('sharp')).default;
  const source = () => sharp(bytes, { limitInputPixels: MAX_PIXELS, autoOrient: true, animated: false });
  let meta;
  try {
    meta = await source().metadata();
  } catch {
    throw ValidationError.field('file', `cannot be read as an image, or has more than ${MAX_PIXELS.toLocaleString('en')} pixels`);
  }
  const width = meta.autoOrient?.width ?? meta.width;
  const height = meta.autoOrient?.height ?? meta.height;
  if (!width || !height) throw ValidationError.field('file', 'cannot be read as an image');
  const largest = Math.min(width, IMAGE_WIDTHS.at(-1)!);
  const widths = [...new Set([...IMAGE_WIDTHS.filter((candidate) => candidate < largest), largest])];
  const files: Processed['files'] = [];
  for (const target of widths) {
    for (const format of FORMATS) {
      const resized = source().resize({ width: target, withoutEnlargement: true });
      const encoded = format === 'webp' ? resized.webp({ quality: 80 }) : resized.avif({ quality: 50, effort: 2 });
      const { data, info } = await encoded.toBuffer({ resolveWithObject: true }).catch(() => {
        throw ValidationError.field('file', 'cannot be read as an image');
      });
      files.push({ format, width: info.width, height: info.height, bytes: data });
    }
  }
  return { mediaType: type.mime, width, height, files };
}

/** Stores bytes under their key (idempotent: the same bytes are stored once). */
export async function storeBytes(store: BlobStore, bytes: Buffer): Promise<string> {
  const staged = await store.stage(Readable.from([bytes]), { maxBytes: Math.max(bytes.length, 1) });
  await staged.commit();
  return staged.key;
}

export async function imageFiles(db: Db, imageIds: readonly number[]): Promise<Map<number, ImageFile[]>> {
  const byImage = new Map<number, ImageFile[]>();
  if (imageIds.length === 0) return byImage;
  const rows = await db.selectFrom('site_image_files').select(['image_id', 'key', 'format', 'width', 'height', 'bytes']).where('image_id', 'in', imageIds).execute();
  for (const { image_id: id, ...file } of rows) byImage.set(id, [...(byImage.get(id) ?? []), file]);
  return byImage;
}

/** A stored image file's format and size, by its key. */
export async function findImageFile(db: Db, key: string): Promise<{ format: ImageFormat; bytes: number } | null> {
  return (await db.selectFrom('site_image_files').select(['format', 'bytes']).where('key', '=', key).executeTakeFirst()) ?? null;
}

/** The image whose file an address names (a post's cover or inline image), or null for any other address. */
export async function imageOfUrl(db: Db, siteUrl: string, url: string): Promise<number | null> {
  const prefix = `${siteUrl}${IMAGE_PATH}`;
  if (!url.startsWith(prefix)) return null;
  const named = parseFileName(url.slice(prefix.length));
  if (!named) return null;
  const row = await db.selectFrom('site_image_files').select('image_id').where('key', '=', named.key).executeTakeFirst();
  return row?.image_id ?? null;
}

/** The app's image store and a bounded memory of the files served (they never change). */
export interface ImageStore {
  store: BlobStore;
  served: LRUCache<string, Buffer>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The website's image files and the memory of those served (built in buildApp). */
    siteImages: ImageStore;
  }
}

export function createImageStore(location: StoreLocation): ImageStore {
  return {
    store: openBlobStore(location),
    served: new LRUCache<string, Buffer>({ maxSize: 32 * 1024 * 1024, sizeCalculation: (bytes) => Math.max(1, bytes.length) }),
  };
}
