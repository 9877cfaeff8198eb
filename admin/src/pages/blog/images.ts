import { api, unwrap } from '../../api/client';

/**
 * Uploads a website image (POST /api/images): the server judges the type by its bytes, resizes it
 * into WebP and AVIF files and answers their absolute URLs (from SITE_URL), which posts and the
 * site settings keep.
 */
export async function uploadImage(file: File) {
  const body = new FormData();
  body.append('file', file);
  // openapi-fetch sends FormData as it is: the browser sets the multipart boundary.
  return unwrap(await api.POST('/api/images', { body: body as never }));
}
