import type { App } from '../../shared/http/app-types.js';
import { created } from '../../shared/http/replies.js';
import { insertFaq } from './repository.js';
import { CreateFaqRequest, Faq, TAG } from './schemas.js';

export default function createFaq(app: App): void {
  app.post(
    '/api/faq',
    { schema: { tags: [TAG], summary: 'Create an FAQ entry', body: CreateFaqRequest, response: { 201: Faq } } },
    async (request, reply) => {
      const body = request.body;
      const faq = await insertFaq(app.db, {
        question: body.question,
        answer: body.answer,
        category: body.category ?? null,
        sortOrder: body.sortOrder ?? 0,
        isPublished: body.isPublished ?? true,
      });
      return created(reply, `/api/faq/${faq.id}`, faq);
    },
  );
}
