/** What the deadline list and calendar share: the types, the finishing action, the row button. */
import { completedMessage, completeSchedule } from './client-file/SchedulesSection';
import { markFiled } from './client-file/FilingsSection';
import type { paths } from '../api/schema';

/** The deadline list's filters (paging aside). */
export type DeadlineQuery = Omit<NonNullable<paths['/api/deadlines']['get']['parameters']['query']>, 'page' | 'pageSize'>;
export type Deadline = paths['/api/deadlines']['get']['responses'][200]['content']['application/json']['items'][number];

/** Completes a schedule (once the person confirms: null when not) or files a filing, and says what happened. */
export async function finish(deadline: Deadline): Promise<string | null> {
  if (deadline.kind === 'schedule') {
    const result = await completeSchedule(deadline);
    return result && completedMessage(result);
  }
  await markFiled(deadline.id);
  return `Marked filed: ${deadlineLabel(deadline)}.`;
}

export const deadlineLabel = (d: Deadline) => `${d.kind} ${d.taxType}${d.period ? ` ${d.period}` : ''}, ${d.clientName}, due ${d.dueDate}`;

const isOpen = (d: Deadline) => d.status === 'pending' || d.status === 'draft' || d.status === 'in_progress';

export function ActButton({ deadline, onAct }: { deadline: Deadline; onAct: (d: Deadline) => void }) {
  if (!isOpen(deadline)) return null;
  const label = deadline.kind === 'schedule' ? 'Complete' : 'Mark filed';
  return (
    <button type="button" onClick={() => onAct(deadline)} aria-label={`${label}: ${deadlineLabel(deadline)}`}>
      {label}
    </button>
  );
}

/** This month in the browser's zone, YYYY-MM (toISOString would give UTC's, a day off at month ends). */
export function thisMonth(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}`;
}

export const clientLink = (d: Deadline) => `/clients/${d.clientId}?tab=${d.kind === 'filing' ? 'filings' : 'schedules'}`;

