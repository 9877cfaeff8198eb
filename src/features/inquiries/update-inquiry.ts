import type { App } from '../../shared/http/app-types.js';
import { problemResponse } from '../../shared/http/openapi.js';
import { IdParams } from '../../shared/http/schemas.js';
import { findInquiry, updateInquiry as updateInquiryRecord } from './repository.js';
import { assertChanged, settableStatus } from './rules.js';
import { Inquiry, TAG, UpdateInquiryRequest } from './schemas.js';

export default function updateInquiry(app: App): void {
  app.put(
    '/api/inquiry/:id',
    {
      schema: {
        tags: [TAG],
        summary: 'Update an inquiry',
        params: IdParams,
        body: UpdateInquiryRequest,
        response: { 200: Inquiry, 409: problemResponse('A status change of a converted inquiry (`inquiry_converted`).') },
      },
    },
    async (request) => {
      const { id } = request.params;
      const body = request.body;
      const outcome = await updateInquiryRecord(app.db, id, {
        name: body.name,
        email: body.email,
        phone: body.phone ?? null,
        companyName: body.companyName ?? null,
        subject: body.subject,
        message: body.message,
        serviceType: body.serviceType ?? null,
        status: body.status === undefined ? undefined : settableStatus(body.status),
        adminMemo: body.adminMemo,
      });
      assertChanged(outcome, id);
      return (await findInquiry(app.db, id))!;
    },
  );
}
