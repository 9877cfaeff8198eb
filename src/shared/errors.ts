/**
 * Typed errors. Handlers and services throw these; one error handler (http/problem.ts) turns them
 * into RFC 9457 problem+json. No handler builds an error body itself.
 */
export type FieldErrors = Record<string, string[]>;

export abstract class AppError extends Error {
  abstract readonly status: number;
  /** Stable machine-readable code, e.g. "inquiry_already_converted". */
  readonly code: string;
  /** Extra members of the problem body (RFC 9457 extensions), e.g. { clientId }. */
  readonly extensions: Record<string, unknown>;

  constructor(message: string, code: string, extensions: Record<string, unknown> = {}) {
    super(message);
    this.name = new.target.name;
    this.code = code;
    this.extensions = extensions;
  }
}

/** 400: the request breaks a validation or business rule; errors maps field paths to messages. */
export class ValidationError extends AppError {
  readonly status = 400;
  constructor(
    readonly errors: FieldErrors,
    message = 'One or more validation errors occurred.',
    code = 'validation_failed',
  ) {
    super(message, code);
  }

  static field(field: string, message: string, code?: string): ValidationError {
    return new ValidationError({ [field]: [message] }, message, code);
  }
}

/** 401: no token, or one that is not valid. */
export class UnauthorizedError extends AppError {
  readonly status = 401;
  constructor(
    message = 'A valid bearer token is required.',
    code = 'unauthorized',
    /** Whether a token was presented (RFC 6750 then asks for error="invalid_token"). */
    readonly tokenPresented = false,
  ) {
    super(message, code);
  }
}

/** 403: authenticated, but the role does not allow this. */
export class ForbiddenError extends AppError {
  readonly status = 403;
  constructor(message = 'Your role does not allow this operation.', code = 'forbidden') {
    super(message, code);
  }
}

/** 404: no such row (or it is soft-deleted). */
export class NotFoundError extends AppError {
  readonly status = 404;
  constructor(resource: string, key?: string | number, code = 'not_found') {
    super(key === undefined ? `${resource} was not found.` : `${resource} ${JSON.stringify(key)} was not found.`, code);
  }
}

/** 409: the request conflicts with what is stored (duplicate key, already done). */
export class ConflictError extends AppError {
  readonly status = 409;
  constructor(message: string, code = 'conflict', extensions: Record<string, unknown> = {}) {
    super(message, code, extensions);
  }
}

/** 429: too many requests; the client may retry after retryAfterSeconds. */
export class TooManyRequestsError extends AppError {
  readonly status = 429;
  constructor(
    readonly retryAfterSeconds: number,
    message = 'Too many requests. Try again later.',
    code = 'rate_limited',
  ) {
    super(message, code);
  }
}

/** 503: temporarily unable to serve (database down, work queue full). */
export class ServiceUnavailableError extends AppError {
  readonly status = 503;
  constructor(
    message = 'The service is temporarily unavailable.',
    code = 'unavailable',
    readonly retryAfterSeconds = 1,
  ) {
    super(message, code);
  }
}
