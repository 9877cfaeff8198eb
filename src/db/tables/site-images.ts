import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

/** An image uploaded for the website (a logo, a post's cover or inline image). */
export interface SiteImagesTable {
  id: Generated<number>;
  /** The uploaded bytes' blob key (kept, never served). */
  original_key: string;
  /** As the bytes say (file-type), not as the upload claimed. */
  media_type: string;
  width: number;
  height: number;
  created_by: number | null;
  created_at: Instant;
}

/** A file made from an image: one width in one format, served at /images/{key}.{format}. */
export interface SiteImageFilesTable {
  key: string;
  image_id: number;
  format: 'webp' | 'avif';
  width: number;
  height: number;
  bytes: number;
}

export interface SiteImageTables {
  site_images: SiteImagesTable;
  site_image_files: SiteImageFilesTable;
}
