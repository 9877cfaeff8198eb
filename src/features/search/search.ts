import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { SearchQuery, SearchResults, TAG } from './schemas.js';
import { search } from './service.js';

export default function searchRoute(app: App): void {
  app.get(
    '/api/search',
    {
      schema: {
        tags: [TAG],
        summary: "Clients (name, email, phone, business number), inquiries, companies and posts matching the words, best first, from the database's text search",
        description: 'Query: SearchQuery. Every word must start a word of the record: "kim 010" finds Kim Minjun with phone 010-1234-5678. Deleted clients are not found.',
        querystring: SearchQuery,
        response: { 200: SearchResults },
      },
    },
    async (request) => search(contextOf(app, request), request.query.q, request.query.limit ?? 20),
  );
}
