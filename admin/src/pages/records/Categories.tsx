import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, number, optional } from './values';

type Category = paths['/api/category/{id}']['get']['responses'][200]['content']['application/json'];

const FIELDS: FieldSpec[] = [
  { name: 'name', label: 'Name', required: true },
  { name: 'slug', label: 'Slug (made from the name when empty)' },
  { name: 'sortOrder', label: 'Order (lower first)', kind: 'number' },
  { name: 'description', label: 'Description', kind: 'textarea' },
];

const body = (form: FormValues) => ({
  name: form.name!,
  ...(form.slug ? { slug: form.slug } : {}),
  description: optional(form, 'description'),
  sortOrder: number(form, 'sortOrder'),
});

export function CategoriesPage() {
  return (
    <RecordList<Category>
      title="Categories"
      singular="category"
      intro={<p className="hint">A category that posts still use cannot be deleted (the server says how many).</p>}
      load={async () => unwrap(await api.GET('/api/category'))}
      columns={[
        { header: 'Name', cell: (c) => c.name },
        { header: 'Slug', cell: (c) => c.slug },
        { header: 'Order', cell: (c) => c.sortOrder },
        { header: 'Posts', cell: (c) => c.postCount },
      ]}
      fields={FIELDS}
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
