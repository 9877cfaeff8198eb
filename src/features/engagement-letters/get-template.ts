import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams } from '../../shared/http/schemas.js';
import { TAG, Template } from './schemas.js';
import { getTemplate } from './service.js';

export default function getTemplateRoute(app: App): void {
  app.get(
    '/api/engagement-letter-templates/:id',
    { schema: { tags: [TAG], summary: 'One engagement-letter template', params: IdParams, response: { 200: Template } } },
    async (request) => getTemplate(contextOf(app, request), request.params.id),
  );
}
