import { Type } from 'typebox';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG } from './schemas.js';
import { contextOf } from '../../shared/context.js';
import { deleteCompany as remove } from './service.js';

export default function deleteCompany(app: App): void {
  app.delete(
    '/api/company/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Delete a company that no client record points at',
        description: 'A company still referenced by clients (deleted ones included) is kept: deactivate it instead.',
        params: IdParams,
        response: {
          204: Type.Null({ description: 'Deleted.' }),
          409: problemResponse('Clients still point at the company (`company_in_use`).'),
        },
      },
    },
    async (request, reply) => {
      await remove(contextOf(app, request), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
