import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { readOneFile } from '../../shared/http/multipart.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { TAG, Verification } from './schemas.js';
import { VERIFY_MAX_BYTES, verifyDocument } from './service.js';

export default function verifyDocumentRoute(app: App): void {
  app.post(
    '/api/documents/verify',
    {
      config: { roles: ['admin'], fileUpload: true },
      schema: {
        tags: [TAG],
        summary: 'Is this PDF an engagement letter as sent or signed, to the byte? (admin)',
        description:
          'multipart/form-data with one part named `file` (at most 64 MiB). 200 with the letter and its evidence when the file’s SHA-256 is a letter’s as sent (`version: original`) or as signed (`signed`); ' +
          '422 `document_not_verified` otherwise, with the letter the file claims to be (its metadata) when it can still be read. Audited (`engagement_letter.verify`).',
        response: {
          200: Verification,
          413: problemResponse('The file is over 64 MiB (`file_too_large`).'),
          422: problemResponse('The file matches no letter (`document_not_verified`).'),
        },
      },
    },
    async (request) => {
      const bytes = await readOneFile(request, VERIFY_MAX_BYTES);
      return verifyDocument(contextOf(app, request), bytes);
    },
  );
}
