import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatDate, formatInstant } from '../../ui/format';
import { codeChoices, peopleChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Schedule = paths['/api/taxfilingschedule/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/taxfilingschedule']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxfilingschedule/{id}']['put']['requestBody']['content']['application/json'];

const FIELDS: readonly FieldSpec[] = [
  { name: 'taxType', label: 'Tax type', kind: 'choice', choices: codeChoices('tax_type'), required: true },
  { name: 'period', label: 'Period', kind: 'text', hint: 'e.g. 2026-Q4, 2026-11, 2026' },
  { name: 'dueDate', label: 'Due date', kind: 'date', required: true },
  { name: 'recurrence', label: 'Repeats', kind: 'select', options: ['monthly', 'quarterly', 'yearly'], hint: 'Completing it creates the next one' },
  { name: 'assigneeUserId', label: 'Assignee', kind: 'choice', choices: peopleChoices, numeric: true, hint: 'Their morning digest lists it first' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const label = (s: Schedule) => `${s.taxType}${s.period ? ` ${s.period}` : ''} due ${s.dueDate}`;

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
  if (!window.confirm(`Mark ${schedule.taxType} due ${formatDate(schedule.dueDate)} completed? You can undo it during this session.`)) return null;
  const result = unwrap(await api.PUT('/api/taxfilingschedule/{id}/complete', { params: { path: { id: schedule.id } } }));
  setUndoable([...undoable(), schedule.id]);
  return result;
}

/** Undoes a completion made in this session; its untouched next occurrence goes with it. */
export async function undoCompletion(id: number) {
  const result = unwrap(await api.DELETE('/api/taxfilingschedule/{id}/complete', { params: { path: { id } } }));
  setUndoable(undoable().filter((other) => other !== id));
  return result;
}

export const completedMessage = (result: NonNullable<Awaited<ReturnType<typeof completeSchedule>>>) =>
  `${result.schedule.taxType} due ${formatDate(result.schedule.dueDate)} completed.` +
  (result.nextSchedule ? ` Next occurrence due ${formatDate(result.nextSchedule.dueDate)}.` : '');

const COLUMNS: ReadonlyArray<Column<Schedule>> = [
  { header: 'Tax', cell: (s) => `${s.taxType}${s.period ? ` · ${s.period}` : ''}` },
  { header: 'Due', cell: (s) => formatDate(s.dueDate) },
  { header: 'Repeats', cell: (s) => s.recurrence ?? '–' },
  {
    header: 'Status',
    cell: (s) =>
      s.isCompleted ? (
        <span className="badge status-completed" title={s.completedAt ? formatInstant(s.completedAt) : undefined}>
          completed
        </span>
      ) : (
        <span className="badge status-pending">pending</span>
      ),
  },
  {
    header: 'Next',
    cell: (s, rows) => {
      if (s.nextScheduleId === null) return s.recurrence && !s.isCompleted ? 'when completed' : '–';
      const next = rows.find((other) => other.id === s.nextScheduleId);
      return next ? `due ${formatDate(next.dueDate)}` : `#${s.nextScheduleId}`;
    },
  },
];

export function SchedulesSection({ clientId }: { clientId: number }) {
  return (
    <RecordSection<Schedule>
      title="Filing schedules"
      noun="schedule"
      empty="No filing schedules yet."
      load={async (page) => unwrap(await api.GET('/api/taxfilingschedule/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={COLUMNS}
      label={label}
      fields={FIELDS}
      create={async (body) => unwrap(await api.POST('/api/taxfilingschedule', { body: { ...body, clientId } as CreateBody }))}
      update={async (schedule, body) => unwrap(await api.PUT('/api/taxfilingschedule/{id}', { params: { path: { id: schedule.id } }, body: body as UpdateBody }))}
      remove={async (schedule) => unwrap(await api.DELETE('/api/taxfilingschedule/{id}', { params: { path: { id: schedule.id } } }))}
      actions={(schedule, tools) =>
        !schedule.isCompleted ? (
          <button
            type="button"
            aria-label={`Complete schedule ${label(schedule)}`}
            onClick={() =>
              void completeSchedule(schedule)
                .then((result) => result && tools.notify(completedMessage(result)))
                .catch((error: Error) => tools.notify(`Not completed: ${error.message}`))
                .finally(tools.reload)
            }
          >
            Complete
          </button>
        ) : (
          canUndoCompletion(schedule.id) && (
            <button
              type="button"
              aria-label={`Undo completion of schedule ${label(schedule)}`}
              onClick={() =>
                void undoCompletion(schedule.id)
                  .then(() => tools.notify(`${label(schedule)}: completion undone.`))
                  .catch((error: Error) => tools.notify(`Not undone: ${error.message}`))
                  .finally(tools.reload)
              }
            >
              Undo completion
            </button>
          )
        )
      }
    />
  );
}
