import type { App } from '../../shared/http/app-types.js';
import { sendClientReminders, sendRequestNotices, sendRequestReminders, sendStaffDigest } from './service.js';

/** Scheduled mail (docs/automation.md); no routes. */
export default function deadlineMailFeature(app: App): void {
  app.jobs.register({
    name: 'mail.staff-digest',
    // Checked every 10 minutes: the digest leaves within 10 minutes of DIGEST_HOUR, once a day.
    intervalMs: 10 * 60_000,
    run: async () => {
      await sendStaffDigest(app);
    },
  });
  app.jobs.register({
    name: 'mail.client-reminders',
    intervalMs: 10 * 60_000,
    run: async () => {
      await sendClientReminders(app);
      await sendRequestReminders(app);
    },
  });
  app.jobs.register({
    name: 'mail.document-notices',
    // Soon after a request is made or a client uploads: a client told within minutes, several
    // requests made in a row in one mail, staff told of a batch of files in one mail.
    intervalMs: 2 * 60_000,
    run: async () => {
      await sendRequestNotices(app);
    },
  });
}
