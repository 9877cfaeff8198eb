import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams, MessageResponse } from '../../shared/http/schemas.js';
import { TAG, UpdateStatusRequest } from './schemas.js';
import { changeStatus } from './service.js';

export default function updateInquiryStatus(app: App): void {
  app.put(
    '/api/inquiry/:id/status',
    {
      schema: {
        tags: [TAG],
        summary: "Change an inquiry's status",
        description: '`converted` is refused here (400): it is set by convert-to-client. A converted inquiry keeps its status (409).',
        params: IdParams,
        body: UpdateStatusRequest,
        response: { 200: MessageResponse, 409: problemResponse('The inquiry is converted (`inquiry_converted`).') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const status = await changeStatus(contextOf(app, request), id, request.body.status);
      return { message: `Inquiry ${id} is now ${status}.` };
    },
  );
}
