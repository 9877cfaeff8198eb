import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatInstant } from '../../ui/format';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asLocal, asText, flag, instant, number } from './values';

type Announcement = paths['/api/announcement/{id}']['get']['responses'][200]['content']['application/json'];

const FIELDS: FieldSpec[] = [
  { name: 'title', label: 'Title', required: true },
  { name: 'sortOrder', label: 'Order (lower first, after pinned)', kind: 'number' },
  { name: 'startsAt', label: 'Shown from', kind: 'datetime-local' },
  { name: 'endsAt', label: 'Shown until', kind: 'datetime-local' },
  { name: 'content', label: 'Text', kind: 'textarea', required: true },
  { name: 'isPublished', label: 'Published', kind: 'checkbox' },
  { name: 'isPinned', label: 'Pinned', kind: 'checkbox' },
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

const shownWindow = (a: Announcement) => (a.startsAt || a.endsAt ? `${a.startsAt ? formatInstant(a.startsAt) : 'now'} → ${a.endsAt ? formatInstant(a.endsAt) : 'no end'}` : 'always');

export function AnnouncementsPage() {
  return (
    <RecordList<Announcement>
      title="Announcements"
      singular="announcement"
      searchable
      load={async (page, search) => unwrap(await api.GET('/api/announcement', { params: { query: { page, pageSize: 20, search } } }))}
      columns={[
        { header: 'Title', cell: (a) => (a.isPinned ? `📌 ${a.title}` : a.title) },
        { header: 'Shown', cell: shownWindow },
        { header: 'Status', cell: (a) => <span className={`badge status-${a.isActive ? 'active' : 'archived'}`}>{a.isActive ? 'showing now' : a.isPublished ? 'outside its window' : 'unpublished'}</span> },
      ]}
      actions={(a, _index, _items, run) => (
        <button type="button" aria-pressed={a.isPublished} onClick={() => run(() => setPublished(a, !a.isPublished), `${a.title} ${a.isPublished ? 'unpublished' : 'published'}.`)} aria-label={`Published: ${a.title}`}>
          {a.isPublished ? 'Published' : 'Unpublished'}
        </button>
      )}
      fields={FIELDS}
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
