import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AppError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type FieldErrors,
} from '../errors.js';
import { PATTERN_MESSAGES } from './schemas.js';

/** RFC 9457 problem details, with ASP.NET's `errors` member for validation failures. */
export const ProblemDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.String(),
    instance: Type.String(),
    traceId: Type.String(),
    code: Type.String({ description: 'Stable machine-readable error code.' }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Field path -> messages, for validation failures.',
      }),
    ),
  },
  { additionalProperties: true, description: 'RFC 9457 problem details (application/problem+json).' },
);

const TYPE_URIS: Record<number, string> = {
  400: 'https://tools.ietf.org/html/rfc9110#section-15.5.1',
  401: 'https://tools.ietf.org/html/rfc9110#section-15.5.2',
  403: 'https://tools.ietf.org/html/rfc9110#section-15.5.4',
  404: 'https://tools.ietf.org/html/rfc9110#section-15.5.5',
  405: 'https://tools.ietf.org/html/rfc9110#section-15.5.6',
  409: 'https://tools.ietf.org/html/rfc9110#section-15.5.10',
  413: 'https://tools.ietf.org/html/rfc9110#section-15.5.14',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

const DEFAULT_CODES: Record<number, string> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

/** '/entries/3/message' -> 'entries[3].message' */
function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

export function fieldErrorsFromAjv(issues: AjvIssue[], context: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    let path = fieldPath(issue.instancePath);
    let message = issue.message ?? 'is invalid';
    if (issue.keyword === 'required') {
      path = [path, String(issue.params.missingProperty)].filter(Boolean).join('.');
      message = 'is required';
    } else if (issue.keyword === 'additionalProperties') {
      path = [path, String(issue.params.additionalProperty)].filter(Boolean).join('.');
      message = 'is not a known field';
    } else if (issue.keyword === 'enum') {
      message = `must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    } else if (issue.keyword === 'format' && issue.params.format === 'money') {
      message = 'must be an amount with at most two decimals';
    } else if (issue.keyword === 'pattern' && PATTERN_MESSAGES[String(issue.params.pattern)]) {
      message = PATTERN_MESSAGES[String(issue.params.pattern)]!;
    } else if (issue.keyword === 'pattern' && String(issue.params.pattern).includes('\\u0000-\\u001f')) {
      message = 'must not contain control characters or line breaks';
    }
    const key = path || context;
    (errors[key] ??= []).includes(message) || errors[key].push(message);
  }
  return errors;
}

function problemFor(error: unknown, request: FastifyRequest): { status: number; body: Record<string, unknown> } {
  const base = (status: number, detail: string, code: string, extra: Record<string, unknown> = {}) => ({
    status,
    body: {
      type: TYPE_URIS[status] ?? 'about:blank',
      title: STATUS_CODES[status] ?? 'Error',
      status,
      detail,
      instance: request.url.split('?')[0],
      traceId: request.id,
      code,
      ...extra,
    },
  });

  if (error instanceof ValidationError) {
    return base(400, error.message, error.code, { ...error.extensions, errors: error.errors });
  }
  if (error instanceof AppError) {
    return base(error.status, error.message, error.code, error.extensions);
  }
  const fastifyError = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
  if (fastifyError.validation) {
    return base(400, 'One or more validation errors occurred.', 'validation_failed', {
      errors: fieldErrorsFromAjv(fastifyError.validation, fastifyError.validationContext ?? 'body'),
    });
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return base(status, fastifyError.message, DEFAULT_CODES[status] ?? 'bad_request');
  }
  return base(500, 'An unexpected error occurred. Quote the traceId when reporting it.', 'internal_error');
}

export function sendProblem(error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  const { status, body } = problemFor(error, request);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code: body.code }, 'request refused');

  if (error instanceof UnauthorizedError) {
    const challenge = error.tokenPresented
      ? `Bearer realm="taxdesk", error="invalid_token", error_description="${error.message}"`
      : 'Bearer realm="taxdesk"';
    reply.header('www-authenticate', challenge);
  }
  if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) {
    reply.header('retry-after', String(error.retryAfterSeconds));
  }
  return reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

/** Every error, from any route or plugin, leaves as problem+json; a 500 never shows internals. */
export function installProblemHandling(app: FastifyInstance): void {
  app.setErrorHandler((error, request, reply) => sendProblem(error, request, reply));
  app.setNotFoundHandler((request, reply) =>
    sendProblem(new NotFoundError(`Route ${request.method} ${request.url.split('?')[0]}`, undefined, 'route_not_found'), request, reply),
  );
}
