import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { FaqOrderResponse, ReorderFaqRequest, TAG } from './schemas.js';
import { reorderFaqs as reorder } from './service.js';

export default function reorderFaqs(app: App): void {
  app.put(
    '/api/faq/order',
    {
      schema: {
        tags: [TAG],
        summary: 'Put the whole FAQ in a new order',
        description:
          'One request for the whole list (the admin’s ↑/↓): each entry gets sortOrder 10, 20, 30… in the order given, ' +
          'in one transaction with one audit entry (faq.reorder, the order before and after). ' +
          '409 faq_order_stale when the ids are not exactly the stored entries.',
        body: ReorderFaqRequest,
        response: { 200: FaqOrderResponse },
      },
    },
    async (request) => ({ items: await reorder(contextOf(app, request), request.body.ids) }),
  );
}
