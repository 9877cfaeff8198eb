import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { CLIENT_STATUSES, CLIENT_TYPES } from '../api/enums';
import { enumLabel } from '../i18n/labels';
import { useT, type Translate } from '../i18n/translate';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { useSession } from '../session/useSession';
import { Field, EnumOptions } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { orNull, useFormState, useSave } from '../ui/forms';
import { SaveStatus, SubmitButton } from '../ui/SaveStatus';
import { Block } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { FilterForm, PagedTable, TextFilter, useList } from '../ui/lists';
import { ExportButton } from '../ui/ExportButton';
import { ClientFile } from './client-file/ClientFile';
import { PortalAccess } from './client-file/PortalAccess';
import { RecordForm, type FieldSpec } from '../ui/RecordForm';
import { CompanyPicker } from '../ui/ClientPicker';
import type { paths } from '../api/schema';

type CreateBody = paths['/api/client']['post']['requestBody']['content']['application/json'];

const newClientFields = (t: Translate, typeLabel: (value: string) => string): readonly FieldSpec[] => [
  { name: 'name', label: t('clients.name'), kind: 'text', required: true },
  { name: 'clientType', label: t('clients.type'), kind: 'select', options: CLIENT_TYPES, optionLabel: typeLabel, required: true },
  { name: 'email', label: t('clients.email'), kind: 'text' },
  { name: 'phone', label: t('clients.phone'), kind: 'text' },
  { name: 'businessNumber', label: t('clients.businessNumber'), kind: 'text' },
  { name: 'address', label: t('clients.address'), kind: 'text' },
  { name: 'notes', label: t('clients.notes'), kind: 'textarea' },
];
const NEW_CLIENT = { clientType: 'individual' };

/** Creates a client from the Clients page and opens their file. */
function NewClient() {
  const t = useT();
  const intl = useIntl();
  const fields = useMemo(() => newClientFields(t, (value) => enumLabel(intl, 'CLIENT_TYPES', value)), [t, intl]);
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (!open) {
    return (
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        {t('clients.new')}
      </button>
    );
  }
  return (
    <RecordForm
      title={t('clients.new')}
      fields={fields}
      record={NEW_CLIENT}
      submitLabel={t('clients.add')}
      onCancel={() => setOpen(false)}
      onSubmit={async (body) => {
        const created = unwrap(await api.POST('/api/client', { body: body as CreateBody }));
        void navigate(`/clients/${created.id}`);
      }}
    />
  );
}

/** What a client's file holds, for the delete confirmation to name (a count each, never the rows). */
async function recordsOf(clientId: number, t: Translate) {
  const path = { params: { path: { clientId }, query: { page: 1, pageSize: 1 } } };
  const [schedules, pending, filings, contracts, revenue, profile] = await Promise.all([
    api.GET('/api/taxfilingschedule/client/{clientId}', path).then(unwrap),
    api.GET('/api/taxfilingschedule/client/{clientId}', { params: { path: { clientId }, query: { page: 1, pageSize: 1, completed: false } } }).then(unwrap),
    api.GET('/api/taxfiling/client/{clientId}', path).then(unwrap),
    api.GET('/api/contract/client/{clientId}', path).then(unwrap),
    api.GET('/api/revenue-tracking/client/{clientId}', path).then(unwrap),
    api.GET('/api/taxprofile/client/{clientId}', { params: { path: { clientId } } }),
  ]);
  return t('clients.deleteRecords', {
    profile: profile.response.ok ? 'yes' : 'no',
    schedules: schedules.totalCount,
    pending: pending.totalCount,
    filings: filings.totalCount,
    contracts: contracts.totalCount,
    revenue: revenue.totalCount,
  });
}

/** Deletes (hides) the client once the person has read what goes with them. */
function DeleteClient({ client }: { client: Client }) {
  const t = useT();
  const navigate = useNavigate();
  const [error, setError] = useState('');
  async function remove() {
    setError('');
    try {
      const records = await recordsOf(client.id, t);
      const question = t('clients.deleteQuestion', { name: client.name, records, email: client.email ?? '', hasEmail: client.email ? 'yes' : 'no' });
      if (!window.confirm(question)) return;
      unwrap(await api.DELETE('/api/client/{id}', { params: { path: { id: client.id } } }));
      void navigate('/clients', { state: { notice: t('clients.deleted', { name: client.name }) } });
    } catch (caught) {
      setError(t('clients.notDeleted', { reason: (caught as Error).message }));
    }
  }
  return (
    <div className="row">
      <button type="button" onClick={() => void remove()}>
        {t('clients.delete')}
      </button>
      {error && (
        <span role="alert" className="error">
          {error}
        </span>
      )}
    </div>
  );
}

export function ClientsPage() {
  const t = useT();
  const intl = useIntl();
  const {
    text,
    update,
    toPage,
    key,
    list: clients,
  } = useList(async ({ text, page }) => unwrap(await api.GET('/api/client', { params: { query: { search: text('search'), page, pageSize: 20, sort: 'name' } } })));
  const search = text('search');
  const [exportError, setExportError] = useState('');
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <>
      <div className="heading">
        <h1>{t('nav.clients')}</h1>
        <NewClient />
      </div>
      {notice && (
        <p role="status" className="hint">
          {notice}
        </p>
      )}
      <FilterForm
        key={key}
        search={t('clients.search')}
        onApply={(values) => update({ search: values.search })}
        actions={<ExportButton path="/api/client/export" query={{ search, sort: 'name' }} onError={(error) => setExportError(error.message)} />}
      >
        <TextFilter label={t('clients.search')} type="search" name="search" defaultValue={search} placeholder={t('clients.searchPlaceholder')} />
      </FilterForm>
      {exportError && <p role="alert" className="error">{t('clients.exportFailed', { reason: exportError })}</p>}
      <PagedTable
        loaded={clients}
        empty={(search ? t('clients.noMatch', { search }) : t('clients.none'))}
        onPage={toPage}
        columns={[t('clients.name'), t('clients.type'), t('clients.email'), t('clients.phone'), t('clients.status')]}
        row={(client) => (
          <tr key={client.id}>
            <td>
              <Link to={`/clients/${client.id}`}>{client.name}</Link>
            </td>
            <td>{enumLabel(intl, 'CLIENT_TYPES', client.clientType)}</td>
            <td>{client.email ?? '–'}</td>
            <td>{client.phone ?? '–'}</td>
            <td>
              <span className={`badge status-${client.status}`}>{enumLabel(intl, 'CLIENT_STATUSES', client.status)}</span>
            </td>
          </tr>
        )}
      />
    </>
  );
}

type Client = Awaited<ReturnType<typeof loadClient>>;

async function loadClient(id: number) {
  return unwrap(await api.GET('/api/client/{id}', { params: { path: { id } } }));
}

export function ClientPage() {
  const id = Number(useParams().id);
  const client = useLoad(() => loadClient(id), [id]);
  const session = useSession();
  const t = useT();
  return (
    <Block loaded={client}>
      {(c) => (
        <>
          <p>
            <Link to="/clients">← {t('nav.clients')}</Link>
          </p>
          <h1>{c.name}</h1>
          <p className="hint">
            {t('clients.since', { when: formatInstant(c.createdAt) })}
            {c.sourceInquiryId && (
              <>
                {' '}
                · <Link to={`/inquiries/${c.sourceInquiryId}`}>{t('clients.fromInquiry', { id: c.sourceInquiryId })}</Link>
              </>
            )}
            {session.role === 'admin' && (
              <>
                {' '}
                · <Link to={`/audit-log?recordType=client&recordId=${c.id}`}>{t('clients.history')}</Link>
              </>
            )}
          </p>
          <ClientFile
            clientId={c.id}
            details={
              <>
                <ClientForm client={c} onSaved={client.reload} />
                <PortalAccess client={c} onChanged={client.reload} />
                {/* Deleting a client is the admins' (the server answers 403 to staff). */}
                {session.role === 'admin' && <DeleteClient client={c} />}
              </>
            }
          />
        </>
      )}
    </Block>
  );
}

function ClientForm({ client, onSaved }: { client: Client; onSaved: () => void }) {
  const t = useT();
  const { form, setForm, bind } = useFormState(() => toForm(client));
  const [remindByEmail, setRemind] = useState(client.remindByEmail);
  const [companyId, setCompanyId] = useState(client.companyId);
  const save = useSave();
  useEffect(() => setForm(toForm(client)), [client, setForm]);
  useEffect(() => setRemind(client.remindByEmail), [client]);
  useEffect(() => setCompanyId(client.companyId), [client]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(async () => {
      unwrap(
        await api.PUT('/api/client/{id}', {
          params: { path: { id: client.id } },
          body: {
            name: form.name,
            email: orNull(form.email),
            phone: orNull(form.phone),
            clientType: form.clientType,
            companyId,
            businessNumber: orNull(form.businessNumber),
            address: orNull(form.address),
            status: form.status,
            notes: orNull(form.notes),
            remindByEmail,
          },
        }),
      );
      onSaved();
    });
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={t('clients.details')}>
      <Field label={t('clients.name')} error={save.fieldError('name')}>
        <input required {...bind('name')} />
      </Field>
      <Field label={t('clients.type')} error={save.fieldError('clientType')}>
        <select {...bind('clientType')}>
          <EnumOptions list="CLIENT_TYPES" values={CLIENT_TYPES} />
        </select>
      </Field>
      <Field label={t('clients.email')} error={save.fieldError('email')}>
        <input type="email" {...bind('email')} />
      </Field>
      <Field label={t('clients.phone')} error={save.fieldError('phone')}>
        <input type="tel" {...bind('phone')} />
      </Field>
      <CompanyPicker
        label={t('clients.company')}
        defaultValue={client.companyId}
        placeholder={t('clients.companyPlaceholder')}
        error={save.fieldError('companyId')}
        onChange={(id) => setCompanyId(id ? Number(id) : null)}
      />
      <Field label={t('clients.businessNumber')} error={save.fieldError('businessNumber')}>
        <input {...bind('businessNumber')} />
      </Field>
      <Field label={t('clients.status')} error={save.fieldError('status')}>
        <select {...bind('status')}>
          <EnumOptions list="CLIENT_STATUSES" values={CLIENT_STATUSES} />
        </select>
      </Field>
      <Field label={t('clients.address')} error={save.fieldError('address')}>
        <input {...bind('address')} />
      </Field>
      <Field label={t('clients.notes')} error={save.fieldError('notes')}>
        <textarea rows={4} {...bind('notes')} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={remindByEmail} onChange={(e) => setRemind(e.target.checked)} />
        {t('clients.remind')}
      </label>
      <div className="actions">
        <SubmitButton save={save} busyLabel={t('form.saving')}>
          {t('clients.save')}
        </SubmitButton>
        <SaveStatus save={save} fields={['name', 'clientType', 'email', 'phone', 'companyId', 'businessNumber', 'status', 'address', 'notes']} />
      </div>
    </form>
  );
}

function toForm(client: Client) {
  return {
    name: client.name,
    clientType: client.clientType,
    email: client.email ?? '',
    phone: client.phone ?? '',
    businessNumber: client.businessNumber ?? '',
    status: client.status,
    address: client.address ?? '',
    notes: client.notes ?? '',
  };
}
