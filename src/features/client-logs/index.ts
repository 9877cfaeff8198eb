import type { App } from '../../shared/http/app-types.js';
import ingestLogs from './ingest-logs.js';
import listLogGroups from './list-log-groups.js';
import listLogs from './list-logs.js';
import purgeLogs from './purge-logs.js';
import { purgeExpiredLogs } from './service.js';
import summarizeLogs from './summarize-logs.js';

export default function clientLogsFeature(app: App): void {
  ingestLogs(app);
  listLogs(app);
  summarizeLogs(app);
  listLogGroups(app);
  purgeLogs(app);
  app.jobs.register({
    name: 'client-logs.retention',
    intervalMs: 60 * 60_000,
    run: async () => {
      await purgeExpiredLogs(app);
    },
  });
}
