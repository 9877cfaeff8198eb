import type { FastifyReply } from 'fastify';
import type { App } from '../../shared/http/app-types.js';
import { NotModified } from '../../shared/http/schemas.js';
import { contextOf } from '../../shared/context.js';
import { IMAGE_PATH } from './lib/images.js';
import { imageFileOf, readImageFile } from './service.js';
import { ImageFileParams, TAG } from './schemas.js';

/** The file's name is its content's hash: it never changes, so caches keep it for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { webp: 'image/webp', avif: 'image/avif' } as const;

export default function getImageFile(app: App): void {
  const images = app.siteImages;
  app.get(
    `${IMAGE_PATH}:file`,
    {
      config: { public: true },
      schema: {
        tags: [TAG],
        summary: 'A website image file (public, immutable)',
        description: 'Only files made from an uploaded site image; any other name is 404.',
        params: ImageFileParams,
        response: { 200: { description: 'The image.', content: { 'image/webp': { schema: { type: 'string', format: 'binary' } }, 'image/avif': { schema: { type: 'string', format: 'binary' } } } }, 304: NotModified },
      },
    },
    async (request, reply) => {
      const named = imageFileOf(request.params.file);
      const etag = `"${named.key}"`;
      reply.header('cache-control', IMMUTABLE).header('etag', etag).type(TYPES[named.format]);
      if (request.headers['if-none-match'] === etag) return reply.code(304).send(null);
      const bytes = await readImageFile(contextOf(app, request), images, request.params.file);
      // The bytes as they are (the typed reply expects the documented string form).
      return (reply as FastifyReply).send(bytes);
    },
  );
}
