import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatDate } from '../../ui/format';
import { useMemo } from 'react';
import { codeChoices, consultantChoices, contractChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { RecordSection, type Column } from './RecordSection';

type Activity = paths['/api/consultingactivity/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/consultingactivity']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/consultingactivity/{id}']['put']['requestBody']['content']['application/json'];

/** The form's fields: the contract list is the client's, so they are made per client. */
const fieldsOf = (clientId: number): readonly FieldSpec[] => [
  { name: 'activityDate', label: 'Date', kind: 'date', required: true },
  { name: 'activityType', label: 'Type', kind: 'choice', choices: codeChoices('activity_type'), required: true },
  { name: 'subject', label: 'Subject', kind: 'text', required: true },
  { name: 'durationMinutes', label: 'Time spent (minutes)', kind: 'integer' },
  { name: 'consultant', label: 'Consultant', kind: 'choice', choices: consultantChoices },
  { name: 'billable', label: 'Billable', kind: 'boolean' },
  { name: 'contractId', label: 'Contract', kind: 'choice', choices: contractChoices(clientId), numeric: true },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const BLANK = { activityDate: localToday(), activityType: 'meeting', billable: true };

const duration = (minutes: number) => (minutes >= 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes} min`);

const COLUMNS: ReadonlyArray<Column<Activity>> = [
  { header: 'Date', cell: (a) => formatDate(a.activityDate) },
  { header: 'Activity', cell: (a) => `${a.activityType}: ${a.subject}` },
  { header: 'Time', cell: (a) => (a.durationMinutes === null ? '–' : duration(a.durationMinutes)) },
  { header: 'Consultant', cell: (a) => a.consultant ?? '–' },
  { header: 'Billable', cell: (a) => (a.billable ? 'yes' : 'no') },
];

export function ActivitiesSection({ clientId }: { clientId: number }) {
  const fields = useMemo(() => fieldsOf(clientId), [clientId]);
  return (
    <RecordSection<Activity>
      title="Consulting activities"
      noun="activity"
      empty="No time logged yet."
      load={async (page) => unwrap(await api.GET('/api/consultingactivity/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={COLUMNS}
      label={(a) => `${a.subject} on ${a.activityDate}`}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/consultingactivity', { body: { ...body, clientId } as CreateBody }))}
      update={async (activity, body) => unwrap(await api.PUT('/api/consultingactivity/{id}', { params: { path: { id: activity.id } }, body: body as UpdateBody }))}
      remove={async (activity) => unwrap(await api.DELETE('/api/consultingactivity/{id}', { params: { path: { id: activity.id } } }))}
      footer={(page) => {
        const minutes = page.items.reduce((sum, a) => sum + (a.durationMinutes ?? 0), 0);
        return <p className="hint">Time on this page: {duration(minutes)}{page.totalPages > 1 ? ` (page ${page.page} of ${page.totalPages})` : ''}.</p>;
      }}
    />
  );
}
