import type { App } from '../../shared/http/app-types.js';
import createUser from './create-user.js';
import getCurrentUser from './get-current-user.js';
import getMailPreferences from './get-mail-preferences.js';
import getUserMfa from './get-user-mfa.js';
import listUserDirectory from './list-user-directory.js';
import listUsers from './list-users.js';
import resetUserMfa from './reset-user-mfa.js';
import revokeUserSessions from './revoke-user-sessions.js';
import updateCurrentUser from './update-current-user.js';
import updateMailPreferences from './update-mail-preferences.js';
import updateUser from './update-user.js';

export default function usersFeature(app: App): void {
  getCurrentUser(app);
  updateCurrentUser(app);
  getMailPreferences(app);
  updateMailPreferences(app);
  listUsers(app);
  listUserDirectory(app);
  createUser(app);
  updateUser(app);
  revokeUserSessions(app);
  getUserMfa(app);
  resetUserMfa(app);
}
