import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { insertRecord } from '../../db/records.js';
import type { BlobStore } from '../../shared/storage/blob-store.js';
import { NotFoundError } from '../../shared/errors.js';
import { findImageFile, imageFiles, parseFileName, processImage, storeBytes, toSiteImage, type ImageFile, type ImageFormat, type ImageStore, type SiteImage } from './lib/images.js';

/**
 * Makes an uploaded image's files, stores them (and the original) and records them in one
 * transaction with its audit entry. Files are stored before the rows that name them, so a row
 * never names a missing file; a failure leaves at most unreferenced blobs.
 */
export async function createSiteImage(ctx: ServiceContext, store: BlobStore, bytes: Buffer): Promise<SiteImage> {
  const processed = await processImage(bytes);
  const originalKey = await storeBytes(store, bytes);
  const files: ImageFile[] = [];
  for (const file of processed.files) {
    files.push({ key: await storeBytes(store, file.bytes), format: file.format, width: file.width, height: file.height, bytes: file.bytes.length });
  }
  const now = nowIso(ctx);
  const id = await ctx.db.transaction().execute(async (trx) => {
    const imageId = await insertRecord(trx, 'site_images', {
      original_key: originalKey,
      media_type: processed.mediaType,
      width: processed.width,
      height: processed.height,
      created_by: ctx.actor.userId,
      created_at: now,
    });
    // The same bytes uploaded again make the same files: the first image keeps them.
    for (const file of files) {
      await trx
        .insertInto('site_image_files')
        .values({ key: file.key, image_id: imageId, format: file.format, width: file.width, height: file.height, bytes: file.bytes })
        .onConflict((conflict) => conflict.column('key').doNothing())
        .execute();
    }
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'site_image.create',
      recordType: 'site_image',
      recordId: imageId,
      changes: { mediaType: { before: null, after: processed.mediaType }, width: { before: null, after: processed.width }, height: { before: null, after: processed.height } },
    });
    return imageId;
  });
  const stored = await ctx.db.selectFrom('site_image_files').select(['key', 'format', 'width', 'height', 'bytes']).where('key', 'in', files.map((file) => file.key)).execute();
  return toSiteImage(ctx.config.siteUrl, id, stored);
}

/** The URL of an uploaded image's largest WebP file (absolute, from SITE_URL); null for an image without files. */
export async function imageUrlOf(ctx: Pick<ServiceContext, 'db' | 'config'>, id: number): Promise<string | null> {
  const files = (await imageFiles(ctx.db, [id])).get(id);
  return files ? toSiteImage(ctx.config.siteUrl, id, files).url : null;
}

// Reads. Routes call these, never the repository; a missing record is a NotFoundError thrown here
// (CONTRIBUTING.md, "One rule for reads and 404s").

/** What a file name names: only names of files made here (key.format); any other is a 404. */
export function imageFileOf(name: string): { key: string; format: ImageFormat } {
  const named = parseFileName(name);
  if (!named) throw new NotFoundError('Image', name);
  return named;
}

/**
 * The bytes of a file made from an uploaded site image, from the memory of served files first.
 * Only keys made here: no other stored blob (a client's document) is reachable by this path.
 */
export async function readImageFile(ctx: Pick<ServiceContext, 'db'>, images: ImageStore, name: string): Promise<Buffer> {
  const remembered = images.served.get(name);
  if (remembered) return remembered;
  const named = imageFileOf(name);
  const file = await findImageFile(ctx.db, named.key);
  if (!file || file.format !== named.format) throw new NotFoundError('Image', name);
  const bytes = await images.store.read(named.key, file.bytes);
  images.served.set(name, bytes);
  return bytes;
}
