import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatDate, formatInstant } from '../../ui/format';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Schedule = paths['/api/taxfilingschedule/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/taxfilingschedule']['post']['requestBody']['content']['application/json'];

const FIELDS: readonly FieldSpec[] = [
  { name: 'taxType', label: 'Tax type', kind: 'text', required: true, hint: 'e.g. VAT, withholding' },
  { name: 'period', label: 'Period', kind: 'text', hint: 'e.g. 2026-Q4, 2026-11, 2026' },
  { name: 'dueDate', label: 'Due date', kind: 'date', required: true },
  { name: 'recurrence', label: 'Repeats', kind: 'select', options: ['monthly', 'quarterly', 'yearly'], hint: 'Completing it creates the next one' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const label = (s: Schedule) => `${s.taxType}${s.period ? ` ${s.period}` : ''} due ${s.dueDate}`;

/** Marks a schedule completed; the answer carries the next occurrence of a recurring one. */
export async function completeSchedule(id: number) {
  return unwrap(await api.PUT('/api/taxfilingschedule/{id}/complete', { params: { path: { id } } }));
}

export const completedMessage = (result: Awaited<ReturnType<typeof completeSchedule>>) =>
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
      actions={(schedule, tools) =>
        !schedule.isCompleted && (
          <button
            type="button"
            aria-label={`Complete schedule ${label(schedule)}`}
            onClick={() =>
              void completeSchedule(schedule.id)
                .then((result) => tools.notify(completedMessage(result)))
                .catch((error: Error) => tools.notify(`Not completed: ${error.message}`))
                .finally(tools.reload)
            }
          >
            Complete
          </button>
        )
      }
    />
  );
}
