import { useMemo } from 'react';
import { api, unwrap } from '../../api/client';
import { useT, type Translate } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, flag, number, optional } from './values';

type Faq = paths['/api/faq/{id}']['get']['responses'][200]['content']['application/json'];

const fieldsOf = (t: Translate): FieldSpec[] => [
  { name: 'question', label: t('faq.question'), required: true },
  { name: 'category', label: t('faq.category') },
  { name: 'sortOrder', label: t('list.orderField'), kind: 'number' },
  { name: 'answer', label: t('faq.answer'), kind: 'textarea', required: true },
  { name: 'isPublished', label: t('list.published'), kind: 'checkbox' },
];

const body = (form: FormValues) => ({
  question: form.question!,
  answer: form.answer!,
  category: optional(form, 'category'),
  sortOrder: number(form, 'sortOrder'),
  isPublished: flag(form, 'isPublished'),
});

/** Moves an entry one place: the whole new order goes to the server in one request (10, 20, 30…). */
async function move(items: Faq[], index: number, by: -1 | 1) {
  const order = items.map((faq) => faq.id);
  [order[index], order[index + by]] = [order[index + by]!, order[index]!];
  unwrap(await api.PUT('/api/faq/order', { body: { ids: order } }));
}

/** The whole list on one page, every page of it: ordering is about all of it (a reorder sends every entry). */
async function loadAll() {
  const items: Faq[] = [];
  for (let page = 1; ; page++) {
    const result = unwrap(await api.GET('/api/faq', { params: { query: { page, pageSize: 100 } } }));
    items.push(...result.items);
    if (page >= result.totalPages) return { items };
  }
}

export function FaqPage() {
  const t = useT();
  const fields = useMemo(() => fieldsOf(t), [t]);
  return (
    <RecordList<Faq>
      title={t('records.faq')}
      singular={t('faq.singular')}
      intro={<p className="hint">{t('faq.intro')}</p>}
      load={loadAll}
      columns={[
        { header: t('list.order'), cell: (f) => f.sortOrder },
        { header: t('faq.question'), cell: (f) => f.question },
        { header: t('faq.category'), cell: (f) => f.category ?? '–' },
        { header: t('file.status'), cell: (f) => <span className={`badge status-${f.isPublished ? 'published' : 'draft'}`}>{t(f.isPublished ? 'list.publishedState' : 'faq.hidden')}</span> },
      ]}
      actions={(faq, index, items, run) => (
        <>
          <button type="button" disabled={index === 0} onClick={() => run(() => move(items, index, -1), t('faq.movedUp', { question: faq.question }))} aria-label={t('faq.moveUp', { question: faq.question })}>
            ↑
          </button>
          <button type="button" disabled={index === items.length - 1} onClick={() => run(() => move(items, index, 1), t('faq.movedDown', { question: faq.question }))} aria-label={t('faq.moveDown', { question: faq.question })}>
            ↓
          </button>
        </>
      )}
      fields={fields}
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
