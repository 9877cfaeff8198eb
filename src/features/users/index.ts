import type { App } from '../../shared/http/app-types.js';
import createUser from './create-user.js';
import getCurrentUser from './get-current-user.js';
import listUsers from './list-users.js';
import revokeUserSessions from './revoke-user-sessions.js';
import updateUser from './update-user.js';

export default function usersFeature(app: App): void {
  getCurrentUser(app);
  listUsers(app);
  createUser(app);
  updateUser(app);
  revokeUserSessions(app);
}
