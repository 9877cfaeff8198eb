import type { Credentials } from '../api/files';
import { currentSettings } from '../i18n/settings';
import { accessToken, refreshSession } from './session';

/** The admin's session for uploads and downloads (XMLHttpRequest and fetch, outside the API client). */
export const credentials: Credentials = {
  token: accessToken,
  refresh: refreshSession,
  headers: () => ({ 'accept-language': currentSettings().locale }),
};
