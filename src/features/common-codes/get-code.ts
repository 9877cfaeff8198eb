import { NotFoundError } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { findCode } from './repository.js';
import { CodeParams, CommonCode, TAG } from './schemas.js';

export default function getCode(app: App): void {
  app.get(
    '/api/commoncode/groups/:group/:value',
    { schema: { tags: [TAG], summary: 'One code by group and value', params: CodeParams, response: { 200: CommonCode } } },
    async (request) => {
      const { group, value } = request.params;
      const code = await findCode(app.db, group, value);
      if (!code) throw new NotFoundError('Common code', `${group}/${value}`);
      return code;
    },
  );
}
