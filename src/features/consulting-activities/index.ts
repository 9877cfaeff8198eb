import type { App } from '../../shared/http/app-types.js';
import createActivity from './create-activity.js';
import deleteActivity from './delete-activity.js';
import getActivity from './get-activity.js';
import listActivities from './list-activities.js';
import listClientActivities from './list-client-activities.js';
import updateActivity from './update-activity.js';

export default function consultingActivitiesFeature(app: App): void {
  createActivity(app);
  getActivity(app);
  listActivities(app);
  listClientActivities(app);
  updateActivity(app);
  deleteActivity(app);
}
