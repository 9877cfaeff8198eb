import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { userDirectory } from './service.js';
import { Directory, TAG } from './schemas.js';

export default function listUserDirectory(app: App): void {
  app.get(
    '/api/users/directory',
    {
      schema: {
        tags: [TAG],
        summary: 'Active users by name: the choices of assignee and consultant pickers (staff too)',
        description: 'Names and emails only, never roles or sessions; disabled users are left out.',
        response: { 200: Directory },
      },
    },
    async (request) => userDirectory(contextOf(app, request)),
  );
}
