import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { TAG, TemplateListQuery, TemplatePage } from './schemas.js';
import { listTemplates } from './service.js';

export default function listTemplatesRoute(app: App): void {
  app.get(
    '/api/engagement-letter-templates',
    { schema: { tags: [TAG], summary: 'Engagement-letter templates, paged, by name', querystring: TemplateListQuery, response: { 200: TemplatePage } } },
    async (request) => listTemplates(contextOf(app, request), request.query),
  );
}
