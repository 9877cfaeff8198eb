import type { App } from '../../shared/http/app-types.js';
import { PostPreview, PreviewPostRequest, TAG } from './schemas.js';
import { previewPost as preview } from './service.js';

export default function previewPost(app: App): void {
  app.post(
    '/api/blog/preview',
    {
      schema: {
        tags: [TAG],
        summary: 'Preview a post’s content as a save would keep it',
        description:
          'Sanitizes the content by the policy of every save and answers it with its summary; nothing is stored ' +
          'and nothing is audited. The admin’s editor shows this as its preview.',
        body: PreviewPostRequest,
        response: { 200: PostPreview },
      },
    },
    async (request) => preview(request.body),
  );
}
