import createClient, { type Middleware } from 'openapi-fetch';
import { reportFailedCall } from '../report/reporter';
import { accessToken, refreshSession } from '../session/session';
import type { paths } from './schema';

/** The typed API client: paths, parameters and bodies come from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '' });

/** A copy of each request taken before it is sent (a sent body cannot be read again), for one retry. */
const unsent = new WeakMap<Request, Request>();

function withToken(request: Request): Request {
  const token = accessToken();
  if (token) request.headers.set('authorization', `Bearer ${token}`);
  return request;
}

const auth: Middleware = {
  onRequest({ request }) {
    withToken(request);
    unsent.set(request, request.clone());
    return request;
  },
  async onResponse({ request, response }) {
    let final = response;
    // An expired access token (a laptop waking up): renew once and repeat the call, so the page never
    // sees it. A failed renewal signs out, and the sign-in page replaces the page.
    const copy = unsent.get(request);
    if (response.status === 401 && copy && (await refreshSession())) final = await fetch(withToken(copy));
    if (final.status >= 500 || final.status === 429) reportFailedCall(request.method, new URL(request.url).pathname, final.status);
    return final;
  },
};
api.use(auth);

/** A problem+json body's readable parts. */
export interface Problem {
  title?: string;
  detail?: string;
  status?: number;
  code?: string;
  errors?: Record<string, string[]>;
}

/** Throws the problem of a failed call, so pages handle errors in one place. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw Object.assign(new Error(problemText(result.error as Problem)), { problem: result.error as Problem });
  }
  return result.data as T;
}

export function problemText(problem: Problem | undefined): string {
  if (!problem) return 'The request failed.';
  const fields = Object.entries(problem.errors ?? {}).map(([field, messages]) => `${field}: ${messages.join(', ')}`);
  return [problem.detail ?? problem.title ?? 'The request failed.', ...fields].join(' · ');
}
