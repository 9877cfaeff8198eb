import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { api, unwrap } from '../api/client';
import { Field } from '../ui/fields';
import { formatInstant } from '../ui/format';
import { orNull, useSave } from '../ui/forms';
import { SaveStatus } from '../ui/SaveStatus';
import { Block, Pager } from '../ui/states';
import { useLoad } from '../ui/useLoad';
import { useQueryParams } from '../ui/useQueryParams';

const STATUSES = ['new', 'in_progress', 'contacted', 'converted', 'closed', 'spam'] as const;
type Status = (typeof STATUSES)[number];
const SETTABLE = STATUSES.filter((s) => s !== 'converted');

export function InquiriesPage() {
  const { params, update } = useQueryParams();
  const status = (params.get('status') as Status | null) ?? undefined;
  const search = params.get('search') ?? undefined;
  const page = Number(params.get('page')) || 1;
  const inquiries = useLoad(
    async () => unwrap(await api.GET('/api/inquiry', { params: { query: { status, search, page, pageSize: 20 } } })),
    [status, search, page],
  );
  const set = (key: string, value: string | undefined) => update({ [key]: value });

  return (
    <>
      <h1>Inquiries</h1>
      <form className="filters" role="search" onSubmit={(e) => { e.preventDefault(); const search = new FormData(e.currentTarget).get('search'); set('search', typeof search === 'string' ? search : ''); }}>
        <label className="field">
          <span>Status</span>
          <select value={status ?? ''} onChange={(e) => set('status', e.target.value || undefined)} aria-label="Filter by status">
            <option value="">All</option>
            {STATUSES.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        </label>
        <label className="field">
          <span>Search</span>
          <input type="search" name="search" defaultValue={search} placeholder="Name, email, subject" />
        </label>
        <div className="actions">
          <button type="submit">Search</button>
        </div>
      </form>
      <Block loaded={inquiries} empty={(r) => r.items.length === 0 && 'No inquiries match.'}>
        {(r) => (
          <>
            <table>
              <thead>
                <tr>
                  <th scope="col">Received</th>
                  <th scope="col">Subject</th>
                  <th scope="col">From</th>
                  <th scope="col">Status</th>
                </tr>
              </thead>
              <tbody>
                {r.items.map((inquiry) => (
                  <tr key={inquiry.id}>
                    <td>{formatInstant(inquiry.createdAt)}</td>
                    <td>
                      <Link to={`/inquiries/${inquiry.id}`}>{inquiry.subject}</Link>
                    </td>
                    <td>
                      {inquiry.name} <small>{inquiry.email}</small>
                    </td>
                    <td>
                      <span className={`badge status-${inquiry.status}`}>{inquiry.status}</span>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
            <Pager page={r.page} totalPages={r.totalPages} onPage={(p) => set('page', String(p))} />
          </>
        )}
      </Block>
    </>
  );
}

export function InquiryPage() {
  const id = Number(useParams().id);
  const navigate = useNavigate();
  const inquiry = useLoad(async () => unwrap(await api.GET('/api/inquiry/{id}', { params: { path: { id } } })), [id]);
  const statusSave = useSave();
  const memoSave = useSave();
  const convertSave = useSave();
  const [memo, setMemo] = useState<string>();

  return (
    <Block loaded={inquiry}>
      {(i) => (
        <>
          <p>
            <Link to="/inquiries">← Inquiries</Link>
          </p>
          <h1>{i.subject}</h1>
          <dl className="facts">
            <dt>From</dt>
            <dd>
              {i.name} · <a href={`mailto:${i.email}`}>{i.email}</a> {i.phone && `· ${i.phone}`}
            </dd>
            {i.companyName && (
              <>
                <dt>Company</dt>
                <dd>{i.companyName}</dd>
              </>
            )}
            <dt>Received</dt>
            <dd>{formatInstant(i.createdAt)}</dd>
            {i.serviceType && (
              <>
                <dt>Service</dt>
                <dd>{i.serviceType}</dd>
              </>
            )}
          </dl>
          <blockquote className="message">{i.message}</blockquote>

          <section className="panel" aria-labelledby="status-title">
            <h2 id="status-title">Status</h2>
            {i.status === 'converted' ? (
              <p>
                Converted to a client: <Link to={`/clients/${i.clientId}`}>open client #{i.clientId}</Link>
              </p>
            ) : (
              <div className="row">
                <select
                  aria-label="Status"
                  value={i.status}
                  disabled={statusSave.busy}
                  onChange={(e) =>
                    void statusSave.run(async () => {
                      unwrap(await api.PUT('/api/inquiry/{id}/status', { params: { path: { id } }, body: { status: e.target.value as Status } }));
                      inquiry.reload();
                    }, 'Status changed.')
                  }
                >
                  {SETTABLE.map((s) => (
                    <option key={s} value={s}>
                      {s}
                    </option>
                  ))}
                </select>
                <button
                  type="button"
                  className="primary"
                  disabled={convertSave.busy}
                  onClick={() =>
                    void convertSave.run(async () => {
                      const result = unwrap(await api.POST('/api/inquiry/{id}/convert-to-client', { params: { path: { id } }, body: {} }));
                      void navigate(`/clients/${result.clientId}`);
                    })
                  }
                >
                  Convert to client
                </button>
              </div>
            )}
            <SaveStatus save={statusSave} />
            <SaveStatus save={convertSave} />
          </section>

          <section className="panel" aria-labelledby="memo-title">
            <h2 id="memo-title">Memo</h2>
            <form
              onSubmit={(e: FormEvent) => {
                e.preventDefault();
                void memoSave.run(async () => {
                  unwrap(await api.PUT('/api/inquiry/{id}/memo', { params: { path: { id } }, body: { adminMemo: orNull(memo ?? i.adminMemo ?? '') } }));
                  inquiry.reload();
                }, 'Memo saved.');
              }}
            >
              <Field label="Internal memo (not shown to the sender)" error={memoSave.fieldError('adminMemo')}>
                <textarea rows={4} value={memo ?? i.adminMemo ?? ''} onChange={(e) => setMemo(e.target.value)} />
              </Field>
              <button type="submit" disabled={memoSave.busy}>
                Save memo
              </button>
              <SaveStatus save={memoSave} />
            </form>
          </section>
        </>
      )}
    </Block>
  );
}
