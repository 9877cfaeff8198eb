import type { App } from '../../shared/http/app-types.js';
import deleteCode from './delete-code.js';
import getActiveCodes from './get-active-codes.js';
import getCode from './get-code.js';
import getGroup from './get-group.js';
import getGroups from './get-groups.js';
import upsertCode from './upsert-code.js';

export default function commonCodesFeature(app: App): void {
  getActiveCodes(app);
  getGroups(app);
  getGroup(app);
  getCode(app);
  upsertCode(app);
  deleteCode(app);
}
