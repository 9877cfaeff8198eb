import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IdParams } from '../../shared/http/schemas.js';
import { portalContextOf } from '../../shared/portal/context.js';
import { MAX_FILES, receiveFiles } from './lib/uploads.js';
import { uploadRequestFiles } from './service.js';
import { PORTAL_TAG, StoredFiles } from './schemas.js';

export default function uploadRequestFilesRoute(app: App): void {
  app.post(
    '/api/portal/document-requests/:id/files',
    {
      config: { principal: 'portal', fileUpload: true },
      schema: {
        tags: [PORTAL_TAG],
        summary: 'Upload one or more files against one of their document requests',
        description:
          `multipart/form-data with up to ${MAX_FILES} parts named \`file\`, each at most UPLOAD_MAX_MB (default 50 MB). The type is decided from the bytes (UPLOAD_TYPES: PDF, images, Office, CSV/text, ZIP); ` +
          'every file is scanned when CLAMD_URL is set. All files are stored or none: any refusal leaves nothing behind. The request becomes `submitted`; the file names are kept for display only.',
        params: IdParams,
        response: {
          201: StoredFiles,
          400: problemResponse('No part named `file`, another field, or a body cut short (`bad_request`).'),
          404: problemResponse('No such request of theirs.'),
          409: problemResponse('The request was accepted already (`document_request_closed`).'),
          413: problemResponse('A file over UPLOAD_MAX_MB (`file_too_large`, `limitBytes`), or too many parts (`payload_too_large`).'),
          415: problemResponse('A file whose content is not an accepted type (`unsupported_media_type`, `detectedType`).'),
          422: problemResponse('The virus scanner found something (`malware_detected`).'),
          503: problemResponse('The virus scanner cannot be reached (`scanner_unavailable`).'),
        },
      },
    },
    async (request, reply) => {
      const ctx = portalContextOf(app, request);
      const stored = await uploadRequestFiles(ctx, request.params.id, (ingest) => receiveFiles(request, ingest, { maxBytes: ctx.config.documents.uploadMaxBytes, fieldNames: [] }));
      return created(reply, `/api/portal/documents/${stored.id}/content`, stored);
    },
  );
}
