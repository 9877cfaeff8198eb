import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { readOneFile } from '../../shared/http/multipart.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IMAGE_MAX_BYTES } from './lib/images.js';
import { SiteImage, TAG } from './schemas.js';
import { createSiteImage } from './service.js';

export default function uploadImage(app: App): void {
  app.post(
    '/api/images',
    {
      config: { fileUpload: true },
      schema: {
        tags: [TAG],
        summary: 'Upload an image for the website (a logo, a post’s cover or inline image)',
        description:
          `multipart/form-data with one part named \`file\`, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MiB; JPEG, PNG, WebP, AVIF or GIF judged by its bytes. ` +
          'It is turned upright, its metadata dropped, and resized into widths of 320, 640, 960, 1280 and 1920 px (those up to its own) in WebP and AVIF, ' +
          'stored content-addressed and served at /images/{key}.{format} with immutable caching (docs/website.md, "Images").',
        response: {
          201: SiteImage,
          413: problemResponse('The file is over the size limit (`file_too_large`); nothing was stored.'),
          415: problemResponse('Not multipart/form-data (`unsupported_media_type`).'),
        },
      },
    },
    async (request, reply) => {
      const bytes = await readOneFile(request, IMAGE_MAX_BYTES);
      const image = await createSiteImage(contextOf(app, request), app.siteImages.store, bytes);
      return created(reply, image.url, image);
    },
  );
}
