import { contextOf } from '../../shared/context.js';
import type { App } from '../../shared/http/app-types.js';
import { LIMITS, LogBatchRequest, LogBatchResponse, TAG } from './schemas.js';
import { ingestLogs as ingest } from './service.js';

export default function ingestLogs(app: App): void {
  app.post(
    '/api/clientlog',
    {
      // A browser sends a batch every few seconds; a runaway loop should not fill the table.
      config: { rateLimit: { max: app.config.clientLogRateLimitPerMinute, timeWindow: 60_000 } },
      schema: {
        tags: [TAG],
        summary: `Store a batch of up to ${LIMITS.entriesPerBatch} client log entries; 202 with how many were stored`,
        description:
          'The batch is stored whole or refused whole: a bad entry is 400 with its index in the field path ' +
          `(\`entries[3].message\`). Caps: message ${LIMITS.message} characters, stack ${LIMITS.stack}, url ${LIMITS.url}, ` +
          `context ${LIMITS.contextBytes} bytes of JSON; occurredAt defaults to the time received and may not be more than five minutes ahead of it.`,
        body: LogBatchRequest,
        response: { 202: LogBatchResponse },
      },
    },
    async (request, reply) => {
      const stored = await ingest(contextOf(app, request), request.body, request.headers['user-agent'] ?? null);
      return reply.code(202).send({ stored });
    },
  );
}
