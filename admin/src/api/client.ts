import createClient, { type Middleware } from 'openapi-fetch';
import { reportFailedCall } from '../report/reporter';
import { currentSettings } from '../i18n/settings';
import { translate } from '../i18n/translate';
import { accessToken, refreshSession, setEnrollmentRequired } from '../session/session';
import type { paths } from './schema';

/** The typed API client: paths, parameters and bodies come from the server's OpenAPI document. */
export const api = createClient<paths>({ baseUrl: '' });

/** A copy of each request taken before it is sent (a sent body cannot be read again), for one retry. */
const unsent = new WeakMap<Request, Request>();

function withToken(request: Request): Request {
  const token = accessToken();
  if (token) request.headers.set('authorization', `Bearer ${token}`);
  // Problems (their title, detail and field sentences) in the screen's language, not the browser's.
  request.headers.set('accept-language', currentSettings().locale);
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
    // A second factor is required and missing (MFA_REQUIRED): the app turns to the enrollment page.
    if (final.status === 403) {
      const problem = (await final.clone().json().catch(() => null)) as Problem | null;
      if (problem?.code === 'mfa_enrollment_required') setEnrollmentRequired(true);
    }
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
  /** One sentence per field in the Accept-Language language (problem.ts), to show next to the field. */
  fieldErrors?: { field: string; code: string; detail: string }[];
}

/** Throws the problem of a failed call, so pages handle errors in one place. */
export function unwrap<T>(result: { data?: T; error?: unknown; response: Response }): T {
  if (result.error !== undefined || !result.response.ok) {
    throw Object.assign(new Error(problemText(result.error as Problem)), { problem: result.error as Problem });
  }
  return result.data as T;
}

/**
 * A problem as one line for people: its detail, then the sentences of the fields it names
 * (`except`: fields a form shows next to their inputs already). No field names, no validator words.
 */
export function problemText(problem: Problem | undefined, except: readonly string[] = []): string {
  const failed = translate('problem.failed');
  if (!problem) return failed;
  const shown = (field: string) => except.some((name) => field === name || field.startsWith(`${name}.`) || field.startsWith(`${name}[`));
  const fields = (problem.fieldErrors ?? []).filter((entry) => !shown(entry.field)).map((entry) => entry.detail);
  return [...new Set([problem.detail ?? problem.title ?? failed, ...fields])].join(' · ');
}

/** The sentences of a problem for one field (and its members: `entries[0].message` belongs to `entries`). */
export function fieldProblem(problem: Problem | undefined, name: string): string[] | undefined {
  const details = (problem?.fieldErrors ?? []).filter((entry) => entry.field === name || entry.field.startsWith(`${name}.`) || entry.field.startsWith(`${name}[`)).map((entry) => entry.detail);
  if (details.length > 0) return details;
  return problem?.errors?.[name];
}
