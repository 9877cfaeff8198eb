import type { App } from '../../shared/http/app-types.js';
import { PostPagePreview, PostPagePreviewRequest } from '../blog/schemas.js';
import { PAGES_TAG } from './lib/routes.js';
import { previewPostPage as render } from './lib/preview.js';
import { websiteOf } from './lib/website.js';

/**
 * The blog editor's preview (issue 30.6): the post page exactly as the theme renders it, from the
 * editor's unsaved fields. Staff only, never cached; it exists only while the website is on.
 */
export default function previewPostPage(app: App): void {
  const site = websiteOf(app);
  app.post(
    '/api/website/preview/post',
    {
      schema: {
        tags: [PAGES_TAG],
        summary: 'Render a post page from unsaved fields, as the website would',
        description:
          'The whole HTML page of the post in the theme (layout, cover picture with its srcset, category, tags), marked noindex; ' +
          'the content sanitized as a save would keep it. Nothing is stored or audited. Absent when PUBLIC_SITE=off (the editor then previews the content alone).',
        body: PostPagePreviewRequest,
        response: { 200: PostPagePreview },
      },
    },
    async (request) => ({ html: await render(app, site, request.body) }),
  );
}
