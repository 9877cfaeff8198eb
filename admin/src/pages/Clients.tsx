import { useEffect, useState, type FormEvent } from 'react';
import { Link, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { useSession } from '../session/useSession';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { orNull, useFormState, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';
import { downloadExport } from '../api/download';
import { ClientFile } from './client-file/ClientFile';

export function ClientsPage() {
  const { params, update } = useQueryParams();
  const search = params.get('search') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const clients = useLoad(async () => unwrap(await api.GET('/api/client', { params: { query: { search, page, pageSize: 20, sort: 'name' } } })), [search, page]);
  const [exportError, setExportError] = useState('');

  return (
    <>
      <h1>Clients</h1>
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
          <button type="button" onClick={() => void downloadExport('/api/client/export', { search, sort: 'name' }).catch((error: Error) => setExportError(error.message))}>
            Export CSV
          </button>
        </div>
      </form>
      {exportError && <p role="alert" className="error">Export failed: {exportError}</p>}
      <Block loaded={clients} empty={(r) => r.items.length === 0 && (search ? `No client matches “${search}”.` : 'No clients yet: convert an inquiry to add one.')}>
        {(r) => (
          <>
            <table>
              <thead>
                <tr>
                  <th>Name</th>
                  <th>Type</th>
                  <th>Email</th>
                  <th>Phone</th>
                  <th>Status</th>
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
          <ClientFile clientId={c.id} details={<ClientForm client={c} onSaved={client.reload} />} />
        </>
      )}
    </Block>
  );
}

function ClientForm({ client, onSaved }: { client: Client; onSaved: () => void }) {
  const { form, setForm, bind } = useFormState(() => toForm(client));
  const [remindByEmail, setRemind] = useState(client.remindByEmail);
  const save = useSave();
  useEffect(() => setForm(toForm(client)), [client, setForm]);
  useEffect(() => setRemind(client.remindByEmail), [client]);

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
            companyId: client.companyId,
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
