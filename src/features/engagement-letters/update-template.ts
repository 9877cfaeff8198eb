import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG, Template, UpdateTemplateRequest } from './schemas.js';
import { updateTemplate } from './service.js';

export default function updateTemplateRoute(app: App): void {
  app.put(
    '/api/engagement-letter-templates/:id',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Replace an engagement-letter template (admin)',
        description: 'Letters already sent keep the PDF they were sent as; only letters sent later use the new text.',
        params: IdParams,
        body: UpdateTemplateRequest,
        response: { 200: Template, 409: problemResponse('Another template has the name (`name_taken`).') },
      },
    },
    async (request) => updateTemplate(contextOf(app, request), request.params.id, request.body),
  );
}
