/** What the deadline list and calendar share: the types, the finishing action, the row button. */
import type { IntlShape } from 'react-intl';
import { completedMessage, completeSchedule } from './client-file/SchedulesSection';
import { markFiled } from './client-file/FilingsSection';
import type { paths } from '../api/schema';
import { enumLabel } from '../i18n/labels';
import { translate, useT } from '../i18n/translate';

/** The deadline list's filters (paging aside). */
export type DeadlineQuery = Omit<NonNullable<paths['/api/deadlines']['get']['parameters']['query']>, 'page' | 'pageSize'>;
export type Deadline = paths['/api/deadlines']['get']['responses'][200]['content']['application/json']['items'][number];

type TaxLabel = (value: string) => string;

/** Completes a schedule (once the person confirms: null when not) or files a filing, and says what happened. */
export async function finish(deadline: Deadline, taxLabel: TaxLabel): Promise<string | null> {
  if (deadline.kind === 'schedule') {
    const result = await completeSchedule(deadline);
    return result && completedMessage(result);
  }
  await markFiled(deadline.id);
  return translate('deadlines.markedFiled', { label: deadlineLabel(deadline, taxLabel) });
}

/** A deadline in a sentence, for buttons and links: "Filing VAT 2026-H2, Han Mirae, due 2026-12-10". */
export const deadlineLabel = (d: Deadline, taxLabel: TaxLabel) =>
  translate('deadlines.label', { kind: translate(d.kind === 'filing' ? 'enum.deadlineKind.filing' : 'enum.deadlineKind.schedule'), tax: taxLabel(d.taxType), period: d.period ? ` ${d.period}` : '', client: d.clientName, due: d.dueDate });

/** A deadline's status in words: a filing's status, or a schedule's pending / completed. */
export const deadlineStatus = (intl: IntlShape, d: Deadline) =>
  d.kind === 'schedule' ? intl.formatMessage({ id: d.status === 'completed' ? 'schedules.completedBadge' : 'schedules.pendingBadge' }) : enumLabel(intl, 'FILING_STATUSES', d.status);

const isOpen = (d: Deadline) => d.status === 'pending' || d.status === 'draft' || d.status === 'in_progress';

export function ActButton({ deadline, onAct, taxLabel }: { deadline: Deadline; onAct: (d: Deadline) => void; taxLabel: TaxLabel }) {
  const t = useT();
  if (!isOpen(deadline)) return null;
  const label = t(deadline.kind === 'schedule' ? 'schedules.complete' : 'filings.markFiled');
  return (
    <button type="button" onClick={() => onAct(deadline)} aria-label={`${label}: ${deadlineLabel(deadline, taxLabel)}`}>
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
