import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, flag, optional } from './values';

type Company = paths['/api/company/{id}']['get']['responses'][200]['content']['application/json'];

const FIELDS: FieldSpec[] = [
  { name: 'code', label: 'Code', required: true },
  { name: 'name', label: 'Name', required: true },
  { name: 'businessNumber', label: 'Business number' },
  { name: 'representative', label: 'Representative' },
  { name: 'phone', label: 'Phone', kind: 'tel' },
  { name: 'email', label: 'Email', kind: 'email' },
  { name: 'address', label: 'Address' },
  { name: 'isActive', label: 'Active', kind: 'checkbox' },
];

const body = (form: FormValues) => ({
  code: form.code!,
  name: form.name!,
  businessNumber: optional(form, 'businessNumber'),
  representative: optional(form, 'representative'),
  phone: optional(form, 'phone'),
  email: optional(form, 'email'),
  address: optional(form, 'address'),
  isActive: flag(form, 'isActive'),
});

export function CompaniesPage() {
  return (
    <RecordList<Company>
      title="Companies"
      singular="company"
      searchable
      load={async (page, search) => unwrap(await api.GET('/api/company', { params: { query: { page, pageSize: 20, search } } }))}
      columns={[
        { header: 'Code', cell: (c) => c.code },
        { header: 'Name', cell: (c) => c.name },
        { header: 'Business number', cell: (c) => c.businessNumber ?? '–' },
        { header: 'Contact', cell: (c) => [c.representative, c.phone, c.email].filter(Boolean).join(' · ') || '–' },
        { header: 'Status', cell: (c) => <span className={`badge status-${c.isActive ? 'active' : 'inactive'}`}>{c.isActive ? 'active' : 'inactive'}</span> },
      ]}
      fields={FIELDS}
      blank={{ code: '', name: '', businessNumber: '', representative: '', phone: '', email: '', address: '', isActive: 'true' }}
      toForm={(c) => ({
        code: c.code,
        name: c.name,
        businessNumber: asText(c.businessNumber),
        representative: asText(c.representative),
        phone: asText(c.phone),
        email: asText(c.email),
        address: asText(c.address),
        isActive: asText(c.isActive),
      })}
      save={async (form, id) =>
        id === undefined ? unwrap(await api.POST('/api/company', { body: body(form) })) : unwrap(await api.PUT('/api/company/{id}', { params: { path: { id } }, body: body(form) }))
      }
      remove={async (c) => unwrap(await api.DELETE('/api/company/{id}', { params: { path: { id: c.id } } }))}
      name={(c) => c.name}
    />
  );
}
