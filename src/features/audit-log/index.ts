import { DAY_MS } from '../../shared/dates.js';
import type { App } from '../../shared/http/app-types.js';
import listAuditLog from './list-audit-log.js';
import { purgeBefore } from './repository.js';

export default function auditLogFeature(app: App): void {
  listAuditLog(app);
  app.jobs.register({
    name: 'audit-log.retention',
    intervalMs: 60 * 60_000,
    run: async () => {
      const deleted = await purgeBefore(app.db, new Date(app.clock.now().getTime() - app.config.auditLogRetentionDays * DAY_MS).toISOString());
      if (deleted > 0) app.log.info({ deleted }, 'audit entries past retention purged');
    },
  });
}
