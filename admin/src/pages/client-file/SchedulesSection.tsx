import { useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { RECURRENCES } from '../../api/enums';
import { enumLabel } from '../../i18n/labels';
import { translate, useT, type Translate } from '../../i18n/translate';
import { formatDate, formatInstant } from '../../ui/format';
import { codeChoices, codeLabel, peopleChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { useCodeLabel } from '../../ui/useCodeLabel';
import { RecordSection, type Column } from './RecordSection';

type Schedule = paths['/api/taxfilingschedule/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/taxfilingschedule']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxfilingschedule/{id}']['put']['requestBody']['content']['application/json'];

const fieldsOf = (t: Translate, intl: IntlShape): readonly FieldSpec[] => [
  { name: 'taxType', label: t('file.taxType'), kind: 'choice', choices: codeChoices('tax_type'), required: true },
  { name: 'period', label: t('file.period'), kind: 'text', hint: t('schedules.periodHint') },
  { name: 'dueDate', label: t('file.dueDate'), kind: 'date', required: true },
  { name: 'recurrence', label: t('schedules.repeats'), kind: 'select', options: RECURRENCES, optionLabel: (value) => enumLabel(intl, 'RECURRENCES', value), hint: t('schedules.repeatsHint') },
  { name: 'assigneeUserId', label: t('file.assignee'), kind: 'choice', choices: peopleChoices, numeric: true, hint: t('file.assigneeHint') },
  { name: 'notes', label: t('file.notes'), kind: 'textarea' },
];

/** A schedule in a sentence: "VAT 2026-Q4 due 2026-12-10" in the screen's language. */
const labelOf = (t: Translate, taxLabel: (value: string) => string) => (s: Schedule) => t('schedules.label', { tax: taxLabel(s.taxType), period: s.period ? ` ${s.period}` : '', due: s.dueDate });

/**
 * Completions made in this browser tab's session, which it may undo (the server refuses once the
 * next occurrence was worked on). sessionStorage: a reload keeps them, a new session does not.
 */
const UNDOABLE = 'taxdesk.undoable-completions';
const undoable = (): number[] => JSON.parse(sessionStorage.getItem(UNDOABLE) ?? '[]') as number[];
const setUndoable = (ids: number[]) => sessionStorage.setItem(UNDOABLE, JSON.stringify(ids));
export const canUndoCompletion = (id: number) => undoable().includes(id);

/**
 * Asks, then marks a schedule completed; null when the person said no. The answer carries the next
 * occurrence of a recurring one.
 */
export async function completeSchedule(schedule: { id: number; taxType: string; dueDate: string }) {
  const tax = await codeLabel('tax_type', schedule.taxType).catch(() => schedule.taxType);
  if (!window.confirm(translate('schedules.completeQuestion', { tax, due: formatDate(schedule.dueDate) }))) return null;
  const result = unwrap(await api.PUT('/api/taxfilingschedule/{id}/complete', { params: { path: { id: schedule.id } } }));
  setUndoable([...undoable(), schedule.id]);
  return { ...result, taxLabel: tax };
}

/** Undoes a completion made in this session; its untouched next occurrence goes with it. */
export async function undoCompletion(id: number) {
  const result = unwrap(await api.DELETE('/api/taxfilingschedule/{id}/complete', { params: { path: { id } } }));
  setUndoable(undoable().filter((other) => other !== id));
  return result;
}

export const completedMessage = (result: NonNullable<Awaited<ReturnType<typeof completeSchedule>>>) =>
  translate('schedules.completed', { tax: result.taxLabel, due: formatDate(result.schedule.dueDate) }) +
  (result.nextSchedule ? ` ${translate('schedules.nextDue', { due: formatDate(result.nextSchedule.dueDate) })}` : '');

const columnsOf = (t: Translate, intl: IntlShape, taxLabel: (value: string) => string): ReadonlyArray<Column<Schedule>> => [
  { header: t('file.tax'), cell: (s) => `${taxLabel(s.taxType)}${s.period ? ` · ${s.period}` : ''}` },
  { header: t('file.due'), cell: (s) => formatDate(s.dueDate) },
  { header: t('schedules.repeats'), cell: (s) => (s.recurrence ? enumLabel(intl, 'RECURRENCES', s.recurrence) : '–') },
  {
    header: t('file.status'),
    cell: (s) =>
      s.isCompleted ? (
        <span className="badge status-completed" title={s.completedAt ? formatInstant(s.completedAt) : undefined}>
          {t('schedules.completedBadge')}
        </span>
      ) : (
        <span className="badge status-pending">{t('schedules.pendingBadge')}</span>
      ),
  },
  {
    header: t('schedules.next'),
    cell: (s, rows) => {
      if (s.nextScheduleId === null) return s.recurrence && !s.isCompleted ? t('schedules.whenCompleted') : '–';
      const next = rows.find((other) => other.id === s.nextScheduleId);
      return next ? t('schedules.dueOn', { due: formatDate(next.dueDate) }) : `#${s.nextScheduleId}`;
    },
  },
];

export function SchedulesSection({ clientId }: { clientId: number }) {
  const t = useT();
  const intl = useIntl();
  const taxLabel = useCodeLabel('tax_type');
  const fields = useMemo(() => fieldsOf(t, intl), [t, intl]);
  const columns = useMemo(() => columnsOf(t, intl, taxLabel), [t, intl, taxLabel]);
  const label = labelOf(t, taxLabel);
  return (
    <RecordSection<Schedule>
      title={t('schedules.title')}
      noun={t('schedules.noun')}
      testId="schedule"
      empty={t('schedules.empty')}
      load={async (page) => unwrap(await api.GET('/api/taxfilingschedule/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={columns}
      label={label}
      fields={fields}
      create={async (body) => unwrap(await api.POST('/api/taxfilingschedule', { body: { ...body, clientId } as CreateBody }))}
      update={async (schedule, body) => unwrap(await api.PUT('/api/taxfilingschedule/{id}', { params: { path: { id: schedule.id } }, body: body as UpdateBody }))}
      remove={async (schedule) => unwrap(await api.DELETE('/api/taxfilingschedule/{id}', { params: { path: { id: schedule.id } } }))}
      actions={(schedule, tools) =>
        !schedule.isCompleted ? (
          <button
            type="button"
            aria-label={t('schedules.completeLabel', { label: label(schedule) })}
            onClick={() =>
              void completeSchedule(schedule)
                .then((result) => result && tools.notify(completedMessage(result)))
                .catch((error: Error) => tools.notify(t('schedules.notCompleted', { reason: error.message })))
                .finally(tools.reload)
            }
          >
            {t('schedules.complete')}
          </button>
        ) : (
          canUndoCompletion(schedule.id) && (
            <button
              type="button"
              aria-label={t('schedules.undoLabel', { label: label(schedule) })}
              onClick={() =>
                void undoCompletion(schedule.id)
                  .then(() => tools.notify(t('schedules.undone', { label: label(schedule) })))
                  .catch((error: Error) => tools.notify(t('schedules.notUndone', { reason: error.message })))
                  .finally(tools.reload)
              }
            >
              {t('schedules.undo')}
            </button>
          )
        )
      }
    />
  );
}
