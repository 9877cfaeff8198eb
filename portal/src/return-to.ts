/*
 * Where to come back to after signing in again. Signing a letter needs a sign-in from the last 15
 * minutes (docs/engagements.md), so the letter page sends an older session to the sign-in page and
 * keeps its own address here. A sign-in by code or passkey happens on the same page, which then
 * shows the letter again by itself; a mailed link opens a new tab at the portal's start, which
 * reads this and goes back. localStorage, because that new tab shares it; an hour old, it is stale.
 */
const KEY = 'taxdesk.portal.returnTo';
const STALE_MS = 60 * 60 * 1000;

export function rememberReturn(path: string): void {
  localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
}

/** The address to go back to (once: it is forgotten as it is read), or null. */
export function takeReturn(): string | null {
  const saved = localStorage.getItem(KEY);
  localStorage.removeItem(KEY);
  try {
    const { path, at } = JSON.parse(saved ?? 'null') as { path: string; at: number };
    return path.startsWith('/') && !path.startsWith('//') && Date.now() - at < STALE_MS ? path : null;
  } catch {
    return null;
  }
}

/** Whether a return is waiting, for the sign-in page to say why the client is there. */
export function returnPending(): boolean {
  return localStorage.getItem(KEY) !== null;
}
