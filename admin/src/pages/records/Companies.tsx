import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { enumLabel } from '../../i18n/labels';
import { useT, type Translate } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { RecordList, type FieldSpec, type FormValues } from './RecordList';
import { asText, flag, optional } from './values';

type Company = paths['/api/company/{id}']['get']['responses'][200]['content']['application/json'];

const fieldsOf = (t: Translate): FieldSpec[] => [
  { name: 'code', label: t('companies.code'), required: true },
  { name: 'name', label: t('clients.name'), required: true },
  { name: 'businessNumber', label: t('clients.businessNumber') },
  { name: 'representative', label: t('companies.representative') },
  { name: 'phone', label: t('clients.phone'), kind: 'tel' },
  { name: 'email', label: t('clients.email'), kind: 'email' },
  { name: 'address', label: t('clients.address') },
  { name: 'isActive', label: t('enum.clientStatus.active'), kind: 'checkbox' },
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
  const t = useT();
  const intl = useIntl();
  const fields = useMemo(() => fieldsOf(t), [t]);
  return (
    <RecordList<Company>
      title={t('records.companies')}
      singular={t('companies.singular')}
      searchable
      load={async (page, search) => unwrap(await api.GET('/api/company', { params: { query: { page, pageSize: 20, search } } }))}
      columns={[
        { header: t('companies.code'), cell: (c) => c.code },
        { header: t('clients.name'), cell: (c) => c.name },
        { header: t('clients.businessNumber'), cell: (c) => c.businessNumber ?? '–' },
        { header: t('companies.contact'), cell: (c) => [c.representative, c.phone, c.email].filter(Boolean).join(' · ') || '–' },
        { header: t('file.status'), cell: (c) => <span className={`badge status-${c.isActive ? 'active' : 'inactive'}`}>{enumLabel(intl, 'CLIENT_STATUSES', c.isActive ? 'active' : 'inactive')}</span> },
      ]}
      fields={fields}
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
