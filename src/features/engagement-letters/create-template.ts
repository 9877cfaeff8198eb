import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { created } from '../../shared/http/replies.js';
import { CreateTemplateRequest, TAG, Template } from './schemas.js';
import { createTemplate } from './service.js';

export default function createTemplateRoute(app: App): void {
  app.post(
    '/api/engagement-letter-templates',
    {
      config: { roles: ['admin'] },
      schema: {
        tags: [TAG],
        summary: 'Create an engagement-letter template (admin)',
        description: 'Each body is rendered once with sample fields before it is stored: a body that does not parse, names an unknown field or filter, or passes the limits is 400 `invalid_template` naming it.',
        body: CreateTemplateRequest,
        response: { 201: Template, 409: problemResponse('Another template has the name (`name_taken`).') },
      },
    },
    async (request, reply) => {
      const template = await createTemplate(contextOf(app, request), request.body);
      return created(reply, `/api/engagement-letter-templates/${template.id}`, template);
    },
  );
}
