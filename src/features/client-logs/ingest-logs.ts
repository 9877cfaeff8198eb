import { ValidationError, type FieldErrors } from '../../shared/errors.js';
import type { App } from '../../shared/http/app-types.js';
import { fingerprintOf } from './lib/fingerprint.js';
import { insertEntries, type NewLogEntry } from './repository.js';
import { LIMITS, LogBatchRequest, LogBatchResponse, TAG } from './schemas.js';

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
      const receivedAt = app.clock.now();
      const errors: FieldErrors = {};
      const entries: NewLogEntry[] = request.body.entries.map((entry, index) => {
        const occurredAt = entry.occurredAt === undefined ? receivedAt : new Date(entry.occurredAt);
        if (occurredAt.getTime() > receivedAt.getTime() + LIMITS.futureSkewMs) {
          errors[`entries[${index}].occurredAt`] = ['must not be in the future'];
        }
        const context = entry.context ?? null;
        if (context !== null && Buffer.byteLength(JSON.stringify(context)) > LIMITS.contextBytes) {
          errors[`entries[${index}].context`] = [`must be at most ${LIMITS.contextBytes} bytes of JSON`];
        }
        return {
          level: entry.level,
          message: entry.message,
          stack: entry.stack ?? null,
          url: entry.url ?? null,
          userAgent: entry.userAgent ?? request.headers['user-agent']?.slice(0, LIMITS.userAgent) ?? null,
          source: entry.source ?? null,
          context,
          fingerprint: fingerprintOf(entry),
          occurredAt: occurredAt.toISOString(),
          receivedAt: receivedAt.toISOString(),
          userId: request.user?.id ?? null,
        };
      });
      if (Object.keys(errors).length > 0) throw new ValidationError(errors);
      const stored = await insertEntries(app.db, entries);
      return reply.code(202).send({ stored });
    },
  );
}
