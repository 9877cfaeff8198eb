import type { App } from '../../shared/http/app-types.js';

export default function getOpenApiDocument(app: App): void {
  app.get(
    '/api/openapi.json',
    {
      config: { public: true },
      schema: { hide: true },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=300');
      return app.swagger();
    },
  );
}
