import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { CodeParams, CommonCode, TAG } from './schemas.js';
import { getCode as readCode } from './service.js';

export default function getCode(app: App): void {
  app.get(
    '/api/commoncode/groups/:group/:value',
    { schema: { tags: [TAG], summary: 'One code by group and value', params: CodeParams, response: { 200: CommonCode } } },
    async (request) => readCode(contextOf(app, request), request.params.group, request.params.value),
  );
}
