/**
 * Typed errors. Handlers and services throw these; one error handler (http/problem.ts) turns them
 * into RFC 9457 problem+json. No handler builds an error body itself. Every code comes from the
 * registry in error-codes.ts, and each class accepts only the codes of its own status.
 */
import { ERROR_CODES, type ErrorCode, type ErrorCodeOf } from './error-codes.js';

export type { ErrorCode } from './error-codes.js';
export type FieldErrors = Record<string, string[]>;

export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Stable machine-readable code from the registry, e.g. "inquiry_already_converted". */
  readonly code: ErrorCode;
  /** Extra members of the problem body (RFC 9457 extensions), e.g. { clientId }. */
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: ErrorCode, extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.extensions = extensions;
  }

  /** The registry's title for the code (the problem's `title`). */
  get title(): string {
    return ERROR_CODES[this.code].title;
  }
}

/** 400: the request breaks a validation or business rule; errors maps field paths to messages. */
export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    readonly errors: FieldErrors,
    message = 'One or more validation errors occurred.',
    code: ErrorCodeOf<400> = 'validation_failed',
  ) {
    super(message, code);
  }

  static field(field: string, message: string, code?: ErrorCodeOf<400>): ValidationError {
    return new ValidationError({ [field]: [message] }, message, code);
  }
}

/** 401: no token, or one that is not valid. */
export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(
    message = 'A valid bearer token is required.',
    code: ErrorCodeOf<401> = 'unauthorized',
    /** Whether a token was presented (RFC 6750 then asks for error="invalid_token"). */
    readonly tokenPresented = false,
  ) {
    super(message, code);
  }
}

/** 403: authenticated, but the role does not allow this. */
export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = 'Your role does not allow this operation.', code: ErrorCodeOf<403> = 'forbidden') {
    super(message, code);
  }
}

/** 404: no such row (or it is soft-deleted). */
export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(resource: string, key?: string | number, code: ErrorCodeOf<404> = 'not_found') {
    super(key === undefined ? `${resource} was not found.` : `${resource} ${JSON.stringify(key)} was not found.`, code);
  }
}

/** 405: the path exists, not with this method; `allow` lists the methods it does answer to. */
export class MethodNotAllowedError extends AppError {
  readonly status = 405;
  constructor(
    readonly allow: readonly string[],
    method: string,
    path: string,
  ) {
    super(`${path} does not answer ${method}; it answers ${allow.join(', ')}.`, 'method_not_allowed');
  }
}

/** 409: the request conflicts with what is stored (duplicate key, already done). */
export class ConflictError extends AppError {
  readonly status = 409;
  constructor(message: string, code: ErrorCodeOf<409> = 'conflict', extensions: Record<string, unknown> = {}) {
    super(message, code, extensions);
  }
}

/** 429: too many requests; the client may retry after retryAfterSeconds. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Try again later.',
    code: ErrorCodeOf<429> = 'rate_limited',
  ) {
    super(message, code);
  }
}

/** 503: temporarily unable to serve (database down, work queue full). */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  constructor(
    message = 'The service is temporarily unavailable.',
    code: ErrorCodeOf<503> = 'unavailable',
    readonly retryAfterSeconds = 1,
    extensions: Record<string, unknown> = {},
  ) {
    super(message, code, extensions);
  }
}
