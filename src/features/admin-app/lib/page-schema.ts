import { Type } from 'typebox';
import { problemResponse } from '../../../shared/http/openapi.js';

/**
 * The admin app's two routes share one description. Web pages, not API operations: left out of
 * the OpenAPI document, as the docs pages are.
 */
export const adminPageSchema = {
  hide: true,
  tags: ['Admin interface'],
  summary: 'The admin single-page app (index.html for every page path, hashed assets under /admin/assets/)',
  response: {
    200: Type.String({ description: 'HTML, JavaScript or CSS.' }),
    503: problemResponse('Not built yet (`admin_not_built`).'),
  },
};

/**
 * Public (the app holds no data; its API calls need tokens), and a page: the app routes in the
 * browser and may carry its own query (or a campaign's utm_*), which the server ignores.
 */
export const ADMIN_PAGE_CONFIG = { public: true, ignoreUnknownQuery: true } as const;
