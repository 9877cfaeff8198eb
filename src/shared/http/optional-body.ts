import type { FastifyRequest } from 'fastify';

/**
 * A route hook for operations whose body fields are all optional: no body at all means "no
 * fields", so `PUT .../paid` with nothing attached works like `{}`.
 */
export async function bodyMayBeOmitted(request: FastifyRequest): Promise<void> {
  request.body ??= {};
}
