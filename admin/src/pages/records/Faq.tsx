import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, flag, number, optional } from './values';

type Faq = paths['/api/faq/{id}']['get']['responses'][200]['content']['application/json'];

const FIELDS: FieldSpec[] = [
  { name: 'question', label: 'Question', required: true },
  { name: 'category', label: 'Category' },
  { name: 'sortOrder', label: 'Order (lower first)', kind: 'number' },
  { name: 'answer', label: 'Answer', kind: 'textarea', required: true },
  { name: 'isPublished', label: 'Published', kind: 'checkbox' },
];

const body = (form: FormValues) => ({
  question: form.question!,
  answer: form.answer!,
  category: optional(form, 'category'),
  sortOrder: number(form, 'sortOrder'),
  isPublished: flag(form, 'isPublished'),
});

const put = async (faq: Faq, sortOrder: number) =>
  unwrap(await api.PUT('/api/faq/{id}', { params: { path: { id: faq.id } }, body: { question: faq.question, answer: faq.answer, category: faq.category, isPublished: faq.isPublished, sortOrder } }));

/**
 * Moves an entry one place: the list is renumbered 10, 20, 30… in its new order, and only the
 * entries whose number changes are saved (a list with equal numbers gets distinct ones once).
 */
async function move(items: Faq[], index: number, by: -1 | 1) {
  const order = [...items];
  [order[index], order[index + by]] = [order[index + by]!, order[index]!];
  for (const [position, faq] of order.entries()) {
    if (faq.sortOrder !== (position + 1) * 10) await put(faq, (position + 1) * 10);
  }
}

export function FaqPage() {
  return (
    <RecordList<Faq>
      title="FAQ"
      singular="question"
      intro={<p className="hint">The public site shows published entries in this order; move them with the arrows.</p>}
      // The whole list on one page: ordering is about all of it.
      load={async () => unwrap(await api.GET('/api/faq', { params: { query: { page: 1, pageSize: 100 } } }))}
      columns={[
        { header: 'Order', cell: (f) => f.sortOrder },
        { header: 'Question', cell: (f) => f.question },
        { header: 'Category', cell: (f) => f.category ?? '–' },
        { header: 'Status', cell: (f) => <span className={`badge status-${f.isPublished ? 'published' : 'draft'}`}>{f.isPublished ? 'published' : 'hidden'}</span> },
      ]}
      actions={(faq, index, items, run) => (
        <>
          <button type="button" disabled={index === 0} onClick={() => run(() => move(items, index, -1), `Moved up: ${faq.question}`)} aria-label={`Move up: ${faq.question}`}>
            ↑
          </button>
          <button type="button" disabled={index === items.length - 1} onClick={() => run(() => move(items, index, 1), `Moved down: ${faq.question}`)} aria-label={`Move down: ${faq.question}`}>
            ↓
          </button>
        </>
      )}
      fields={FIELDS}
      blank={{ question: '', category: '', sortOrder: '0', answer: '', isPublished: 'true' }}
      toForm={(f) => ({ question: f.question, category: asText(f.category), sortOrder: asText(f.sortOrder), answer: f.answer, isPublished: asText(f.isPublished) })}
      save={async (form, id) =>
        id === undefined ? unwrap(await api.POST('/api/faq', { body: body(form) })) : unwrap(await api.PUT('/api/faq/{id}', { params: { path: { id } }, body: body(form) }))
      }
      remove={async (f) => unwrap(await api.DELETE('/api/faq/{id}', { params: { path: { id: f.id } } }))}
      name={(f) => f.question}
    />
  );
}
