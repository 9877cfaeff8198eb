/**
 * What the screens format with: the language (the user's saved one, users.locale, else the
 * browser's), the firm's currency and time zone, and who is signed in. Read once at sign-in from
 * GET /api/users/me; the Account page changes the language (PUT /api/users/me) and every page
 * re-renders in it at once. Before sign-in (the sign-in and reset pages) the browser's language.
 */
import { useSyncExternalStore } from 'react';
import type { AdminLocale } from './messages';

export interface UiSettings {
  locale: AdminLocale;
  /** The user's own choice (null: not chosen, the browser's language is used). */
  savedLocale: AdminLocale | null;
  /** The firm's currency (CURRENCY): ISO code and its digits (KRW 0, EUR 2). */
  currency: { code: string; digits: number } | null;
  /** The firm's IANA time zone (BUSINESS_TIME_ZONE): instants are shown in it. */
  timeZone: string | undefined;
  user: { name: string; email: string } | null;
}

/** The browser's language when it is one of the catalogs' (Korean for ko-*), else English. */
export function browserLocale(): AdminLocale {
  return typeof navigator !== 'undefined' && navigator.language.toLowerCase().startsWith('ko') ? 'ko' : 'en';
}

let settings: UiSettings = { locale: browserLocale(), savedLocale: null, currency: null, timeZone: undefined, user: null };
const listeners = new Set<() => void>();

export const currentSettings = (): UiSettings => settings;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useSettings(): UiSettings {
  return useSyncExternalStore(subscribe, currentSettings);
}

function set(changes: Partial<UiSettings>): void {
  settings = { ...settings, ...changes };
  if (typeof document !== 'undefined') document.documentElement.lang = settings.locale;
  listeners.forEach((listener) => listener());
}

/** What GET/PUT /api/users/me answer, as far as the screens use it. */
export interface Me {
  email: string;
  displayName: string | null;
  locale: AdminLocale | null;
  firm: { currency: { code: string; digits: number }; timeZone: string };
}

export function adoptMe(me: Me): void {
  set({
    locale: me.locale ?? browserLocale(),
    savedLocale: me.locale,
    currency: me.firm.currency,
    timeZone: me.firm.timeZone,
    user: { name: me.displayName ?? me.email, email: me.email },
  });
}

/** Signed out: back to the browser's language, nobody's name. */
export function forgetMe(): void {
  set({ locale: browserLocale(), savedLocale: null, user: null });
}

/** Reads the signed-in user and the firm's settings; a failure leaves the browser's language and no currency. */
export async function loadMe(): Promise<void> {
  const { api } = await import('../api/client');
  const { data } = await api.GET('/api/users/me');
  if (data) adoptMe(data);
}
