import { useMemo } from 'react';
import { api, unwrap } from '../../api/client';
import { useT, type Translate } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { formatInstant } from '../../ui/format';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asLocal, asText, flag, instant, number } from './values';

type Announcement = paths['/api/announcement/{id}']['get']['responses'][200]['content']['application/json'];

const fieldsOf = (t: Translate): FieldSpec[] => [
  { name: 'title', label: t('contracts.titleField'), required: true },
  { name: 'sortOrder', label: t('announcements.orderField'), kind: 'number' },
  { name: 'startsAt', label: t('announcements.startsAt'), kind: 'datetime-local' },
  { name: 'endsAt', label: t('announcements.endsAt'), kind: 'datetime-local' },
  { name: 'content', label: t('announcements.content'), kind: 'textarea', required: true },
  { name: 'isPublished', label: t('list.published'), kind: 'checkbox' },
  { name: 'isPinned', label: t('announcements.pinned'), kind: 'checkbox' },
];

const body = (form: FormValues) => ({
  title: form.title!,
  content: form.content!,
  sortOrder: number(form, 'sortOrder'),
  startsAt: instant(form, 'startsAt'),
  endsAt: instant(form, 'endsAt'),
  isPublished: flag(form, 'isPublished'),
  isPinned: flag(form, 'isPinned'),
});

async function setPublished(a: Announcement, isPublished: boolean) {
  const { title, content, sortOrder, startsAt, endsAt, isPinned } = a;
  unwrap(await api.PUT('/api/announcement/{id}', { params: { path: { id: a.id } }, body: { title, content, sortOrder, startsAt, endsAt, isPinned, isPublished } }));
}

const shownWindowOf = (t: Translate) => (a: Announcement) =>
  a.startsAt || a.endsAt ? `${a.startsAt ? formatInstant(a.startsAt) : t('announcements.now')} → ${a.endsAt ? formatInstant(a.endsAt) : t('announcements.noEnd')}` : t('announcements.always');

export function AnnouncementsPage() {
  const t = useT();
  const fields = useMemo(() => fieldsOf(t), [t]);
  return (
    <RecordList<Announcement>
      title={t('records.announcements')}
      singular={t('announcements.singular')}
      searchable
      load={async (page, search) => unwrap(await api.GET('/api/announcement', { params: { query: { page, pageSize: 20, search } } }))}
      columns={[
        { header: t('contracts.titleField'), cell: (a) => (a.isPinned ? `📌 ${a.title}` : a.title) },
        { header: t('announcements.shown'), cell: shownWindowOf(t) },
        {
          header: t('file.status'),
          cell: (a) => (
            <span className={`badge status-${a.isActive ? 'active' : 'archived'}`}>
              {t(a.isActive ? 'announcements.showingNow' : a.isPublished ? 'announcements.outsideWindow' : 'announcements.unpublishedState')}
            </span>
          ),
        },
      ]}
      actions={(a, _index, _items, run) => (
        <button type="button" aria-pressed={a.isPublished} onClick={() => run(() => setPublished(a, !a.isPublished), t(a.isPublished ? 'announcements.wasUnpublished' : 'announcements.wasPublished', { title: a.title }))} aria-label={t('announcements.publishedLabel', { title: a.title })}>
          {t(a.isPublished ? 'list.published' : 'announcements.unpublished')}
        </button>
      )}
      fields={fields}
      blank={{ title: '', sortOrder: '0', startsAt: '', endsAt: '', content: '', isPublished: 'true', isPinned: 'false' }}
      toForm={(a) => ({
        title: a.title,
        sortOrder: asText(a.sortOrder),
        startsAt: asLocal(a.startsAt),
        endsAt: asLocal(a.endsAt),
        content: a.content,
        isPublished: asText(a.isPublished),
        isPinned: asText(a.isPinned),
      })}
      save={async (form, id) =>
        id === undefined
          ? unwrap(await api.POST('/api/announcement', { body: body(form) }))
          : unwrap(await api.PUT('/api/announcement/{id}', { params: { path: { id } }, body: body(form) }))
      }
      remove={async (a) => unwrap(await api.DELETE('/api/announcement/{id}', { params: { path: { id: a.id } } }))}
      name={(a) => a.title}
    />
  );
}
