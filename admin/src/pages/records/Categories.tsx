import { useMemo } from 'react';
import { api, unwrap } from '../../api/client';
import { useT, type Translate } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, number, optional } from './values';

type Category = paths['/api/category/{id}']['get']['responses'][200]['content']['application/json'];

const fieldsOf = (t: Translate): FieldSpec[] => [
  { name: 'name', label: t('clients.name'), required: true },
  { name: 'slug', label: t('categories.slugField') },
  { name: 'sortOrder', label: t('list.orderField'), kind: 'number' },
  { name: 'description', label: t('revenue.description'), kind: 'textarea' },
];

const body = (form: FormValues) => ({
  name: form.name!,
  ...(form.slug ? { slug: form.slug } : {}),
  description: optional(form, 'description'),
  sortOrder: number(form, 'sortOrder'),
});

export function CategoriesPage() {
  const t = useT();
  const fields = useMemo(() => fieldsOf(t), [t]);
  return (
    <RecordList<Category>
      title={t('records.categories')}
      singular={t('categories.singular')}
      intro={<p className="hint">{t('categories.intro')}</p>}
      load={async () => unwrap(await api.GET('/api/category'))}
      columns={[
        { header: t('clients.name'), cell: (c) => c.name },
        { header: t('categories.slug'), cell: (c) => c.slug },
        { header: t('list.order'), cell: (c) => c.sortOrder },
        { header: t('categories.posts'), cell: (c) => c.postCount },
      ]}
      fields={fields}
      blank={{ name: '', slug: '', sortOrder: '0', description: '' }}
      toForm={(c) => ({ name: c.name, slug: c.slug, sortOrder: asText(c.sortOrder), description: asText(c.description) })}
      save={async (form, id) =>
        id === undefined ? unwrap(await api.POST('/api/category', { body: body(form) })) : unwrap(await api.PUT('/api/category/{id}', { params: { path: { id } }, body: body(form) }))
      }
      remove={async (c) => unwrap(await api.DELETE('/api/category/{id}', { params: { path: { id: c.id } } }))}
      name={(c) => c.name}
    />
  );
}
