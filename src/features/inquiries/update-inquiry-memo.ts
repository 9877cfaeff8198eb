import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { IdParams, MessageResponse } from '../../shared/http/schemas.js';
import { TAG, UpdateAdminMemoRequest } from './schemas.js';
import { changeMemo } from './service.js';

export default function updateInquiryMemo(app: App): void {
  app.put(
    '/api/inquiry/:id/memo',
    {
      schema: {
        tags: [TAG],
        summary: "Set or clear an inquiry's admin memo",
        params: IdParams,
        body: UpdateAdminMemoRequest,
        response: { 200: MessageResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const memo = request.body.adminMemo;
      await changeMemo(contextOf(app, request), id, memo);
      return { message: memo === null ? `The memo of inquiry ${id} was cleared.` : `The memo of inquiry ${id} was saved.` };
    },
  );
}
