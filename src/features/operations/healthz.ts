import { Type } from 'typebox';
import type { App } from '../../shared/http/app-types.js';

export default function healthz(app: App): void {
  app.get(
    '/healthz',
    {
      config: { public: true },
      schema: {
        tags: ['Operations'],
        summary: 'Liveness: the process is up',
        response: { 200: Type.Object({ status: Type.Literal('ok') }) },
      },
    },
    async () => ({ status: 'ok' as const }),
  );
}
