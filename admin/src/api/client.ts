import createClient, { type Middleware } from 'openapi-fetch';
import { reportFailedCall } from '../report/reporter';
import { accessToken, refreshSession } from '../session/session';
import type { paths } from './schema';

/** The typed API client: paths, parameters and bodies come from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '' });

const auth: Middleware = {
  onRequest({ request }) {
    const token = accessToken();
    if (token) request.headers.set('authorization', `Bearer ${token}`);
    return request;
  },
  async onResponse({ request, response }) {
    // An expired access token (a laptop waking up): renew once; the page asks the user to retry.
    if (response.status === 401) await refreshSession().catch(() => undefined);
    if (response.status >= 500 || response.status === 429) reportFailedCall(request.method, new URL(request.url).pathname, response.status);
    return response;
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
