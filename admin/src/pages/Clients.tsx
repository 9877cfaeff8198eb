import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { useSession } from '../session/useSession';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { orNull, useFormState, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';
import { ExportButton } from '../ui/ExportButton';
import { ClientFile } from './client-file/ClientFile';
import { RecordForm, type FieldSpec } from '../ui/RecordForm';
import { CompanyPicker } from '../ui/ClientPicker';
import type { paths } from '../api/schema';

type CreateBody = paths['/api/client']['post']['requestBody']['content']['application/json'];

const NEW_CLIENT_FIELDS: readonly FieldSpec[] = [
  { name: 'name', label: 'Name', kind: 'text', required: true },
  { name: 'clientType', label: 'Type', kind: 'select', options: ['individual', 'business'], required: true },
  { name: 'email', label: 'Email', kind: 'text' },
  { name: 'phone', label: 'Phone', kind: 'text' },
  { name: 'businessNumber', label: 'Business number', kind: 'text' },
  { name: 'address', label: 'Address', kind: 'text' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];
const NEW_CLIENT = { clientType: 'individual' };

/** Creates a client from the Clients page and opens their file. */
function NewClient() {
  const [open, setOpen] = useState(false);
  const navigate = useNavigate();
  if (!open) {
    return (
      <button type="button" className="primary" onClick={() => setOpen(true)}>
        New client
      </button>
    );
  }
  return (
    <RecordForm
      title="New client"
      fields={NEW_CLIENT_FIELDS}
      record={NEW_CLIENT}
      submitLabel="Add client"
      onCancel={() => setOpen(false)}
      onSubmit={async (body) => {
        const created = unwrap(await api.POST('/api/client', { body: body as CreateBody }));
        void navigate(`/clients/${created.id}`);
      }}
    />
  );
}

/** What a client's file holds, for the delete confirmation to name (a count each, never the rows). */
async function recordsOf(clientId: number) {
  const path = { params: { path: { clientId }, query: { page: 1, pageSize: 1 } } };
  const [schedules, pending, filings, contracts, revenue, profile] = await Promise.all([
    api.GET('/api/taxfilingschedule/client/{clientId}', path).then(unwrap),
    api.GET('/api/taxfilingschedule/client/{clientId}', { params: { path: { clientId }, query: { page: 1, pageSize: 1, completed: false } } }).then(unwrap),
    api.GET('/api/taxfiling/client/{clientId}', path).then(unwrap),
    api.GET('/api/contract/client/{clientId}', path).then(unwrap),
    api.GET('/api/revenue-tracking/client/{clientId}', path).then(unwrap),
    api.GET('/api/taxprofile/client/{clientId}', { params: { path: { clientId } } }),
  ]);
  const parts = [
    profile.response.ok ? 'a tax profile' : null,
    `${schedules.totalCount} filing schedule(s) (${pending.totalCount} pending)`,
    `${filings.totalCount} filing(s)`,
    `${contracts.totalCount} contract(s)`,
    `${revenue.totalCount} revenue entr${revenue.totalCount === 1 ? 'y' : 'ies'}`,
  ];
  return parts.filter(Boolean).join(', ');
}

/** Deletes (hides) the client once the person has read what goes with them. */
function DeleteClient({ client }: { client: Client }) {
  const navigate = useNavigate();
  const [error, setError] = useState('');
  async function remove() {
    setError('');
    try {
      const records = await recordsOf(client.id);
      const question =
        `Delete client “${client.name}”? They leave the client list, search and the dashboard, and their pending work leaves the deadlines. ` +
        `Their records stay for the firm’s books: ${records}.` +
        (client.email ? ` ${client.email} becomes free for another client.` : '');
      if (!window.confirm(question)) return;
      unwrap(await api.DELETE('/api/client/{id}', { params: { path: { id: client.id } } }));
      void navigate('/clients', { state: { notice: `Deleted client “${client.name}”.` } });
    } catch (caught) {
      setError(`Not deleted: ${(caught as Error).message}`);
    }
  }
  return (
    <div className="row">
      <button type="button" onClick={() => void remove()}>
        Delete client
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
  const { params, update } = useQueryParams();
  const search = params.get('search') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const clients = useLoad(async () => unwrap(await api.GET('/api/client', { params: { query: { search, page, pageSize: 20, sort: 'name' } } })), [search, page]);
  const [exportError, setExportError] = useState('');
  const notice = (useLocation().state as { notice?: string } | null)?.notice;

  return (
    <>
      <div className="heading">
        <h1>Clients</h1>
        <NewClient />
      </div>
      {notice && (
        <p role="status" className="hint">
          {notice}
        </p>
      )}
      <form
        className="filters"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          const search = new FormData(e.currentTarget).get('search');
          const value = typeof search === 'string' ? search : '';
          update({ search: value });
        }}
      >
        <label className="field">
          <span>Search</span>
          <input type="search" name="search" defaultValue={search} placeholder="Name, email, phone, business number" />
        </label>
        <div className="actions">
          <button type="submit">Search</button>
          <ExportButton path="/api/client/export" query={{ search, sort: 'name' }} onError={(error) => setExportError(error.message)} />
        </div>
      </form>
      {exportError && <p role="alert" className="error">Export failed: {exportError}</p>}
      <Block loaded={clients} empty={(r) => r.items.length === 0 && (search ? `No client matches “${search}”.` : 'No clients yet: add one with New client, or convert an inquiry.')}>
        {(r) => (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Type</th>
                  <th scope="col">Email</th>
                  <th scope="col">Phone</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {r.items.map((client) => (
                  <tr key={client.id}>
                    <td>
                      <Link to={`/clients/${client.id}`}>{client.name}</Link>
                    </td>
                    <td>{client.clientType}</td>
                    <td>{client.email ?? '–'}</td>
                    <td>{client.phone ?? '–'}</td>
                    <td>
                      <span className={`badge status-${client.status}`}>{client.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => update({ page: String(p) })} />
          </>
        )}
      </Block>
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
  return (
    <Block loaded={client}>
      {(c) => (
        <>
          <p>
            <Link to="/clients">← Clients</Link>
          </p>
          <h1>{c.name}</h1>
          <p className="hint">
            Client since {formatInstant(c.createdAt)}
            {c.sourceInquiryId && (
              <>
                {' '}
                · from <Link to={`/inquiries/${c.sourceInquiryId}`}>inquiry #{c.sourceInquiryId}</Link>
              </>
            )}
            {session.role === 'admin' && (
              <>
                {' '}
                · <Link to={`/audit-log?recordType=client&recordId=${c.id}`}>History</Link>
              </>
            )}
          </p>
          <ClientFile
            clientId={c.id}
            details={
              <>
                <ClientForm client={c} onSaved={client.reload} />
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
    <form className="panel grid" onSubmit={submit} aria-label="Client details">
      <Field label="Name" error={save.fieldError('name')}>
        <input required {...bind('name')} />
      </Field>
      <Field label="Type" error={save.fieldError('clientType')}>
        <select {...bind('clientType')}>
          <option value="individual">individual</option>
          <option value="business">business</option>
        </select>
      </Field>
      <Field label="Email" error={save.fieldError('email')}>
        <input type="email" {...bind('email')} />
      </Field>
      <Field label="Phone" error={save.fieldError('phone')}>
        <input type="tel" {...bind('phone')} />
      </Field>
      <CompanyPicker
        label="Company"
        defaultValue={client.companyId}
        placeholder="Type a company's name"
        error={save.fieldError('companyId')}
        onChange={(id) => setCompanyId(id ? Number(id) : null)}
      />
      <Field label="Business number" error={save.fieldError('businessNumber')}>
        <input {...bind('businessNumber')} />
      </Field>
      <Field label="Status" error={save.fieldError('status')}>
        <select {...bind('status')}>
          <option value="active">active</option>
          <option value="inactive">inactive</option>
        </select>
      </Field>
      <Field label="Address" error={save.fieldError('address')}>
        <input {...bind('address')} />
      </Field>
      <Field label="Notes" error={save.fieldError('notes')}>
        <textarea rows={4} {...bind('notes')} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={remindByEmail} onChange={(e) => setRemind(e.target.checked)} />
        Remind this client by email before their deadlines
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save client'}
        </button>
        <SaveStatus save={save} />
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
