import type { App } from '../../shared/http/app-types.js';
import createAnnouncement from './create-announcement.js';
import deleteAnnouncement from './delete-announcement.js';
import getAnnouncement from './get-announcement.js';
import listAnnouncements from './list-announcements.js';
import updateAnnouncement from './update-announcement.js';

export default function announcementsFeature(app: App): void {
  listAnnouncements(app);
  getAnnouncement(app);
  createAnnouncement(app);
  updateAnnouncement(app);
  deleteAnnouncement(app);
}
