import { useMemo } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useT, type Translate } from '../../i18n/translate';
import { formatDate } from '../../ui/format';
import { codeChoices, consultantChoices, contractChoices } from '../../ui/choices';
import type { FieldSpec } from '../../ui/RecordForm';
import { useCodeLabel } from '../../ui/useCodeLabel';
import { RecordSection, type Column } from './RecordSection';

type Activity = paths['/api/consultingactivity/{id}']['get']['responses'][200]['content']['application/json'];
type CreateBody = paths['/api/consultingactivity']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/consultingactivity/{id}']['put']['requestBody']['content']['application/json'];

/** The form's fields: the contract list is the client's, so they are made per client. */
const fieldsOf = (t: Translate, clientId: number): readonly FieldSpec[] => [
  { name: 'activityDate', label: t('activities.date'), kind: 'date', required: true },
  { name: 'activityType', label: t('activities.type'), kind: 'choice', choices: codeChoices('activity_type'), required: true },
  { name: 'subject', label: t('activities.subject'), kind: 'text', required: true },
  { name: 'durationMinutes', label: t('activities.minutes'), kind: 'integer' },
  { name: 'consultant', label: t('activities.consultant'), kind: 'choice', choices: consultantChoices },
  { name: 'billable', label: t('activities.billable'), kind: 'boolean' },
  { name: 'contractId', label: t('activities.contract'), kind: 'choice', choices: contractChoices(clientId), numeric: true },
  { name: 'notes', label: t('file.notes'), kind: 'textarea' },
];

const localToday = () => new Date(Date.now() - new Date().getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
const BLANK = { activityDate: localToday(), activityType: 'meeting', billable: true };

const durationOf = (t: Translate) => (minutes: number) =>
  minutes >= 60 ? t('activities.hoursMinutes', { hours: Math.floor(minutes / 60), minutes: minutes % 60 }) : t('activities.minutesOnly', { minutes });

const columnsOf = (t: Translate, typeLabel: (value: string) => string): ReadonlyArray<Column<Activity>> => [
  { header: t('activities.date'), cell: (a) => formatDate(a.activityDate) },
  { header: t('activities.activity'), cell: (a) => `${typeLabel(a.activityType)}: ${a.subject}` },
  { header: t('activities.time'), cell: (a) => (a.durationMinutes === null ? '–' : durationOf(t)(a.durationMinutes)) },
  { header: t('activities.consultant'), cell: (a) => a.consultant ?? '–' },
  { header: t('activities.billable'), cell: (a) => t(a.billable ? 'form.yes' : 'form.no') },
];

export function ActivitiesSection({ clientId }: { clientId: number }) {
  const t = useT();
  const typeLabel = useCodeLabel('activity_type');
  const fields = useMemo(() => fieldsOf(t, clientId), [t, clientId]);
  const columns = useMemo(() => columnsOf(t, typeLabel), [t, typeLabel]);
  const duration = durationOf(t);
  return (
    <RecordSection<Activity>
      title={t('activities.title')}
      noun={t('activities.noun')}
      testId="activity"
      empty={t('activities.empty')}
      load={async (page) => unwrap(await api.GET('/api/consultingactivity/client/{clientId}', { params: { path: { clientId }, query: { page, pageSize: 20 } } }))}
      columns={columns}
      label={(a) => t('activities.label', { subject: a.subject, date: a.activityDate })}
      fields={fields}
      blank={BLANK}
      create={async (body) => unwrap(await api.POST('/api/consultingactivity', { body: { ...body, clientId } as CreateBody }))}
      update={async (activity, body) => unwrap(await api.PUT('/api/consultingactivity/{id}', { params: { path: { id: activity.id } }, body: body as UpdateBody }))}
      remove={async (activity) => unwrap(await api.DELETE('/api/consultingactivity/{id}', { params: { path: { id: activity.id } } }))}
      footer={(page) => {
        const minutes = page.items.reduce((sum, a) => sum + (a.durationMinutes ?? 0), 0);
        return <p className="hint">{t('activities.pageTotal', { time: duration(minutes), page: page.page, totalPages: page.totalPages })}</p>;
      }}
    />
  );
}
