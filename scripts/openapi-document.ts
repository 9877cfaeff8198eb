import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';

/** The OpenAPI document the server serves at /api/openapi.json, built without listening. */
export async function openApiDocument(): Promise<Record<string, unknown>> {
  const config = {
    ...loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SITE_URL: 'https://www.example-tax.com',
      ADMIN_URL: 'https://office.example-tax.com/admin',
    }),
    database: { kind: 'sqlite' as const, file: ':memory:' },
    jwtSecret: 'openapi-document-only-secret-that-is-long-enough-0123456789',
    jobsEnabled: false,
  };
  const app = await buildApp(config, { logger: false });
  try {
    await app.ready();
    return app.swagger() as Record<string, unknown>;
  } finally {
    await app.close();
  }
}
