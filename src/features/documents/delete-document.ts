import { Type } from 'typebox';
import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { deleteDocument } from './service.js';
import { TAG } from './schemas.js';

export default function deleteDocumentRoute(app: App): void {
  app.delete(
    '/api/documents/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a document: the row goes (audited as document.delete with its name and SHA-256), the bytes once no other document names them',
        params: IdParams,
        response: { 204: Type.Null({ description: 'Deleted.' }), 404: problemResponse('No such document.') },
      },
    },
    async (request, reply) => {
      await deleteDocument(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
