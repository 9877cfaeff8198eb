import { ajvFieldErrors, issueField, issueMessage } from '@taxdesk/ajv-errors';
import { redactedPath } from '../log-redaction.js';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import {
  AppError,
  MethodNotAllowedError,
  NotFoundError,
  ServiceUnavailableError,
  TooManyRequestsError,
  UnauthorizedError,
  ValidationError,
  type FieldErrors,
} from '../errors.js';
import { isDatabaseUnavailable } from '../../db/errors.js';
import { ERROR_CODE_LIST, type ErrorCode } from '../error-codes.js';
import { allowedMethods } from './allowed-methods.js';
import { applyCommonHeaders } from './headers.js';
import { PATTERN_MESSAGES } from './schemas.js';
import { FIELD_MESSAGES, issueCode, issuesOfFieldErrors, localizedFieldErrors, type AjvIssue, type FieldIssue } from './field-issues.js';
import { currencyDigits, t, type MessageValues } from '../i18n/index.js';
import { requestLocale } from './request-locale.js';
import { laneMaySkip } from './lane-fence.js';

/** RFC 9457 problem details, with ASP.NET's `errors` member for validation failures. */
export const ProblemDetails = Type.Object(
  {
    type: Type.String(),
    title: Type.String({ description: "The code's title, in the Accept-Language (else DEFAULT_LOCALE) language." }),
    status: Type.Integer(),
    detail: Type.String({ description: 'What happened and what to do, in the same language (the errors catalog, locales/*/errors.json).' }),
    instance: Type.String(),
    traceId: Type.String(),
    code: Type.Unsafe<ErrorCode>({
      type: 'string',
      enum: ERROR_CODE_LIST,
      description: 'Stable machine-readable error code (the table in docs/api.md says what each means).',
    }),
    errors: Type.Optional(
      Type.Record(Type.String(), Type.Array(Type.String()), {
        description: 'Field path -> messages (English), for validation failures.',
      }),
    ),
    fieldErrors: Type.Optional(
      Type.Array(
        Type.Object(
          {
            field: Type.String({ description: 'The field path, as a key of `errors`.' }),
            code: Type.String({ description: 'What is wrong: required, type, enum, money, max_length, ... or the problem code of a domain rule.' }),
            detail: Type.String({ description: 'A sentence for a person, in the Accept-Language (else DEFAULT_LOCALE) language.' }),
          },
          { additionalProperties: false },
        ),
        { description: 'With `errors`: one entry per field, to show next to it.' },
      ),
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
  414: 'https://tools.ietf.org/html/rfc9110#section-15.5.15',
  415: 'https://tools.ietf.org/html/rfc9110#section-15.5.16',
  416: 'https://tools.ietf.org/html/rfc9110#section-15.5.17',
  422: 'https://tools.ietf.org/html/rfc9110#section-15.5.21',
  429: 'https://tools.ietf.org/html/rfc6585#section-4',
  500: 'https://tools.ietf.org/html/rfc9110#section-15.6.1',
  503: 'https://tools.ietf.org/html/rfc9110#section-15.6.4',
};

const DEFAULT_CODES: Record<number, ErrorCode> = {
  400: 'bad_request',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
};

/**
 * The server's words for an issue: its own fragments (FIELD_MESSAGES, one per code a person can
 * act on) and pattern sentences first, else the shared wording (@taxdesk/ajv-errors).
 */
function serverMessage(issue: AjvIssue): string {
  const { code } = issueCode(issue);
  if (code in FIELD_MESSAGES) return FIELD_MESSAGES[code as keyof typeof FIELD_MESSAGES];
  if (issue.keyword === 'pattern' && PATTERN_MESSAGES[String(issue.params.pattern)]) return PATTERN_MESSAGES[String(issue.params.pattern)]!;
  return issueMessage(issue);
}

/**
 * The validator's issues as the contract's `errors` map (English) and as coded issues for
 * `fieldErrors`. Paths and grouping are the one mapping the portfolio package uses too.
 */
export function fieldErrorsFromAjv(issues: AjvIssue[], context: string): { errors: FieldErrors; issues: FieldIssue[] } {
  const coded = issues.map((issue): FieldIssue => {
    const { code, values } = issueCode(issue);
    return { field: issueField(issue, context), code, ...(values ? { values } : {}) };
  });
  return { errors: ajvFieldErrors(issues, context, serverMessage), issues: coded };
}

/** The values a problem's sentences may use: its trace id, retry delay and primitive extensions. */
function messageValues(error: unknown, request: FastifyRequest, extensions: Record<string, unknown>): MessageValues {
  const values: MessageValues = { traceId: request.id };
  for (const [name, value] of Object.entries(extensions)) {
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') values[name] = value;
  }
  if (error instanceof TooManyRequestsError || error instanceof ServiceUnavailableError) values.retryAfterSeconds = error.retryAfterSeconds;
  // A rule of the portfolio engine names the row it refuses; its catalog text quotes it as {reason}.
  if (error instanceof Error) values.reason = error.message;
  return values;
}

function moneyExample(request: FastifyRequest): string {
  return currencyDigits(request.server.config?.currency ?? 'USD') === 0 ? '300000' : '1234.50';
}

function problemFor(error: unknown, request: FastifyRequest): { status: number; body: Record<string, unknown> } {
  const locale = requestLocale(request);
  const base = (status: number, code: ErrorCode, extra: Record<string, unknown> = {}, issues?: FieldIssue[]) => ({
    status,
    body: {
      type: TYPE_URIS[status] ?? 'about:blank',
      title: t(locale, `errors.${code}.title`),
      status,
      detail: t(locale, `errors.${code}.detail`, messageValues(error, request, extra)),
      instance: request.url.split('?')[0],
      traceId: request.id,
      code,
      ...extra,
      ...(issues ? { fieldErrors: localizedFieldErrors(issues, locale, { moneyExample: moneyExample(request) }) } : {}),
    },
  });

  if (error instanceof ValidationError) {
    return base(400, error.code, { ...error.extensions, errors: error.errors }, issuesOfFieldErrors(error.errors, error.code));
  }
  if (error instanceof AppError) {
    // A conflict may name its field too (client_email_taken: `errors.email`).
    const fields = error.extensions.errors as FieldErrors | undefined;
    return base(error.status, error.code, error.extensions, fields ? issuesOfFieldErrors(fields, error.code) : undefined);
  }
  const fastifyError = error as FastifyError & { validation?: AjvIssue[]; validationContext?: string };
  if (fastifyError.validation) {
    const { errors, issues } = fieldErrorsFromAjv(fastifyError.validation, fastifyError.validationContext ?? 'body');
    return base(400, 'validation_failed', { errors }, issues);
  }
  const status = fastifyError.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return base(status, DEFAULT_CODES[status] ?? 'bad_request');
  }
  return base(500, 'internal_error');
}

const INTERNAL_ERROR = new Error('the problem handler failed');

export function sendProblem(thrown: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply {
  // A database that is down, frozen or out of connections is the client's cue to retry, not a bug.
  const error = isDatabaseUnavailable(thrown)
    ? new ServiceUnavailableError('The database is unavailable. Try again shortly.', 'database_unreachable', 2)
    : thrown;
  if (error !== thrown) request.log.error({ err: thrown }, 'database unavailable');
  let problem: ReturnType<typeof problemFor>;
  try {
    problem = problemFor(error, request);
  } catch (failure) {
    request.log.error({ err: failure }, 'problem handler failed');
    problem = problemFor(INTERNAL_ERROR, request);
  }
  const { status, body } = problem;
  request.server.metrics?.problems.inc({ code: String(body.code), status });
  // Framework errors (bad URL, over-long parameter) come here before any onRequest hook ran.
  applyCommonHeaders(request, reply);
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
  if (error instanceof MethodNotAllowedError) reply.header('allow', error.allow.join(', '));
  return reply
    .code(status)
    .type('application/problem+json; charset=utf-8')
    .serializer((payload) => JSON.stringify(payload))
    .send(body);
}

export type UnknownPageAnswer = (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply> | null;

/**
 * Lets a web front (the public website) answer an unknown address with its own page; the answer
 * returns null for requests it leaves to the problem+json 404 (the API, any non-page request).
 */
export function answerUnknownPagesWith(app: FastifyInstance, answer: UnknownPageAnswer): void {
  app.unknownPageAnswer = answer;
}

/**
 * Fastify's `frameworkErrors`: an address the router cannot take (an over-long path parameter, a
 * malformed percent-escape) names no page either, so a web front answers it as its unknown
 * addresses; anything else is the problem+json the error describes.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer = request.server.unknownPageAnswer;
  if (answer) {
    applyCommonHeaders(request, reply);
    if (answer(request, reply)) return;
  }
  void sendProblem(error, request, reply);
}

/**
 * Every error, from any route or plugin or the router itself (pass sendProblem as Fastify's
 * `frameworkErrors`), leaves as problem+json with the common headers; a 500 never shows internals.
 */
export function installProblemHandling(app: FastifyInstance): void {
  app.addHook(
    'onRequest',
    laneMaySkip('a replayed answer carries the common headers Fastify sent when it was recorded (fast-lane.ts)', (request, reply, done) => {
      applyCommonHeaders(request, reply);
      done();
    }),
  );
  app.setErrorHandler((error, request, reply) => sendProblem(error, request, reply));
  app.setNotFoundHandler((request, reply) => {
    const page = app.unknownPageAnswer?.(request, reply);
    if (page) return page;
    const path = request.url.split('?')[0] ?? '/';
    const allow = allowedMethods(request.server.routeCatalog, path);
    // The message may be logged: a mistyped secret URL is quoted with its secret cut.
    const error = allow.length > 0
      ? new MethodNotAllowedError(allow, request.method, redactedPath(request))
      : new NotFoundError(`Route ${request.method} ${redactedPath(request)}`, undefined, 'route_not_found');
    return sendProblem(error, request, reply);
  });
}
