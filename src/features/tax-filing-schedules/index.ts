import type { App } from '../../shared/http/app-types.js';
import completeSchedule from './complete-schedule.js';
import countPendingSchedules from './count-pending-schedules.js';
import createSchedule from './create-schedule.js';
import deleteSchedule from './delete-schedule.js';
import getSchedule from './get-schedule.js';
import listClientSchedules from './list-client-schedules.js';
import listSchedules from './list-schedules.js';
import listUpcomingSchedules from './list-upcoming-schedules.js';
import reopenSchedule from './reopen-schedule.js';
import updateSchedule from './update-schedule.js';

export default function taxFilingSchedulesFeature(app: App): void {
  createSchedule(app);
  getSchedule(app);
  listSchedules(app);
  listClientSchedules(app);
  listUpcomingSchedules(app);
  completeSchedule(app);
  reopenSchedule(app);
  updateSchedule(app);
  deleteSchedule(app);
  countPendingSchedules(app);
}
