import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { IdParams } from '../../shared/http/schemas.js';
import { MAX_FILES, receiveFiles } from './lib/uploads.js';
import { uploadClientDocuments } from './service.js';
import { StoredFiles, TAG } from './schemas.js';

export default function uploadClientDocumentsRoute(app: App): void {
  app.post(
    '/api/client/:id/documents',
    {
      config: { fileUpload: true },
      schema: {
        tags: [TAG],
        summary: "Upload files to a client's documents (shared with the client when visibleToClient is true)",
        description:
          `multipart/form-data: up to ${MAX_FILES} parts named \`file\` (each at most UPLOAD_MAX_MB, type decided from the bytes, scanned when CLAMD_URL is set) and an optional field ` +
          '`visibleToClient` (`true` or `false`, default `false`: staff only). All files are stored or none. Audited as document.create per file.',
        params: IdParams,
        response: {
          201: StoredFiles,
          400: problemResponse('No part named `file`, another field, visibleToClient not true/false, or a body cut short.'),
          404: problemResponse('No such client (or it was deleted).'),
          413: problemResponse('A file over UPLOAD_MAX_MB (`file_too_large`), or too many parts.'),
          415: problemResponse('A file whose content is not an accepted type (`unsupported_media_type`).'),
          422: problemResponse('The virus scanner found something (`malware_detected`).'),
          503: problemResponse('The virus scanner cannot be reached (`scanner_unavailable`).'),
        },
      },
    },
    async (request, reply) => {
      const ctx = contextOf(app, request);
      const stored = await uploadClientDocuments(ctx, request.params.id, (ingest) => receiveFiles(request, ingest, { maxBytes: ctx.config.documents.uploadMaxBytes, fieldNames: ['visibleToClient'] }));
      return created(reply, `/api/documents/${stored.id}/content`, stored);
    },
  );
}
