import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { CreateFaqRequest, Faq, TAG } from './schemas.js';
import { createFaq as create } from './service.js';

export default function createFaq(app: App): void {
  app.post(
    '/api/faq',
    { schema: { tags: [TAG], summary: 'Create an FAQ entry', body: CreateFaqRequest, response: { 201: Faq } } },
    async (request, reply) => {
      const faq = await create(contextOf(app, request), request.body);
      return created(reply, `/api/faq/${faq.id}`, faq);
    },
  );
}
