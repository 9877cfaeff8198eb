import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { enumLabel } from '../../i18n/labels';
import { useT } from '../../i18n/translate';
import { formatBytes, formatDate, formatInstant } from '../../ui/format';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type RequestList = paths['/api/client/{id}/document-requests']['get']['responses'][200]['content']['application/json'];
type DocumentRequest = RequestList['items'][number];
type StoredDocument = DocumentRequest['files'][number];
type CreateRequestBody = paths['/api/client/{id}/document-requests']['post']['requestBody']['content']['application/json'];

const STATUS_BADGE: Record<string, string> = { open: 'status-pending', submitted: 'status-new', accepted: 'status-active', rejected: 'bad' };

/**
 * The client's documents (issue 33.7): what the firm asked for, with the files the client sent
 * against each, accepted or rejected with a note the client sees.
 */
export function DocumentsSection({ clientId }: { clientId: number }) {
  return (
    <>
      <RequestsPanel clientId={clientId} />
    </>
  );
}

function RequestsPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const requests = useLoad(async () => unwrap(await api.GET('/api/client/{id}/document-requests', { params: { path: { id: clientId }, query: { page: 1, pageSize: 100 } } })), [clientId]);
  // The client is mailed about requests only while they can sign in to the portal to upload.
  const client = useLoad(async () => unwrap(await api.GET('/api/client/{id}', { params: { path: { id: clientId } } })), [clientId]);
  const [notice, setNotice] = useState('');
  return (
    <section className="panel" aria-labelledby="requests-title">
      <h2 id="requests-title">{t('documents.requests')}</h2>
      {client.data && !(client.data.portal.active && client.data.email) && <p className="state notice">{t('documents.noPortal')}</p>}
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={requests} empty={(r) => r.items.length === 0 && t('documents.noRequests')}>
        {(r) => (
          <ul className="requests" data-testid="request-list">
            {r.items.map((request) => (
              <RequestItem key={request.id} request={request} onChanged={(message) => (setNotice(message), requests.reload())} />
            ))}
          </ul>
        )}
      </Block>
      <NewRequestForm clientId={clientId} onCreated={(title) => (setNotice(t('documents.requested', { title })), requests.reload())} />
    </section>
  );
}

function RequestItem({ request, onChanged }: { request: DocumentRequest; onChanged: (message: string) => void }) {
  const t = useT();
  const intl = useIntl();
  const [rejecting, setRejecting] = useState(false);
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const noteId = useId();

  async function review(status: 'accepted' | 'rejected') {
    setBusy(true);
    setError('');
    try {
      unwrap(await api.PUT('/api/document-requests/{id}', { params: { path: { id: request.id } }, body: status === 'accepted' ? { status } : { status, reviewNote: note } }));
      setRejecting(false);
      onChanged(t(status === 'accepted' ? 'documents.accepted' : 'documents.rejected', { title: request.title }));
    } catch (caught) {
      setError(t('documents.failed', { reason: (caught as Error).message }));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="request" data-testid={`request-${request.id}`}>
      <div className="request-head">
        <strong>{request.title}</strong> <span className={`badge ${STATUS_BADGE[request.status] ?? ''}`}>{enumLabel(intl, 'DOCUMENT_REQUEST_STATUSES', request.status)}</span>
        <span className="hint">{t('documents.dueOn', { date: formatDate(request.dueDate) })}</span>
      </div>
      {request.description && <p className="request-description">{request.description}</p>}
      {request.reviewNote && <p className="hint">{t('documents.noteShown', { note: request.reviewNote })}</p>}
      {request.files.length > 0 ? <FileTable files={request.files} /> : <p className="hint">{t('documents.nothingYet')}</p>}
      {request.status === 'submitted' && !rejecting && (
        <div className="actions">
          <button type="button" disabled={busy} aria-label={t('documents.acceptLabel', { title: request.title })} onClick={() => void review('accepted')}>
            {t('documents.accept')}
          </button>
          <button type="button" disabled={busy} aria-label={t('documents.rejectLabel', { title: request.title })} onClick={() => setRejecting(true)}>
            {t('documents.reject')}
          </button>
        </div>
      )}
      {rejecting && (
        <form
          className="reject"
          aria-label={t('documents.rejectLabel', { title: request.title })}
          onSubmit={(event) => {
            event.preventDefault();
            void review('rejected');
          }}
        >
          <label htmlFor={noteId}>{t('documents.rejectNote')}</label>
          <textarea id={noteId} required maxLength={2000} value={note} onChange={(event) => setNote(event.target.value)} />
          <div className="actions">
            <button type="submit" disabled={busy || note.trim() === ''}>
              {t('documents.rejectSend')}
            </button>
            <button type="button" onClick={() => setRejecting(false)}>
              {t('documents.cancel')}
            </button>
          </div>
        </form>
      )}
      {error && (
        <p role="alert" className="state error">
          {error}
        </p>
      )}
    </li>
  );
}

function NewRequestForm({ clientId, onCreated }: { clientId: number; onCreated: (title: string) => void }) {
  const t = useT();
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const links = useLoad(async () => {
    const [filings, schedules] = await Promise.all([
      api.GET('/api/taxfiling/client/{clientId}', { params: { path: { clientId }, query: { page: 1, pageSize: 100 } } }).then(unwrap),
      api.GET('/api/taxfilingschedule/client/{clientId}', { params: { path: { clientId }, query: { page: 1, pageSize: 100 } } }).then(unwrap),
    ]);
    return { filings: filings.items, schedules: schedules.items.filter((schedule) => !schedule.isCompleted) };
  }, [clientId]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const text = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value.trim() : '';
    };
    const link = text('link');
    const body: CreateRequestBody = {
      title: text('title'),
      dueDate: text('dueDate'),
      ...(text('description') ? { description: text('description') } : {}),
      ...(link.startsWith('filing:') ? { filingId: Number(link.slice(7)) } : {}),
      ...(link.startsWith('schedule:') ? { scheduleId: Number(link.slice(9)) } : {}),
    };
    setBusy(true);
    setError('');
    try {
      unwrap(await api.POST('/api/client/{id}/document-requests', { params: { path: { id: clientId } }, body }));
      form.reset();
      onCreated(body.title);
    } catch (caught) {
      setError((caught as Error).message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="record-form" aria-label={t('documents.newRequest')} onSubmit={(event) => void submit(event)}>
      <h3>{t('documents.newRequest')}</h3>
      <label>
        {t('documents.title')}
        <input name="title" required maxLength={200} />
      </label>
      <label>
        {t('documents.description')}
        <textarea name="description" maxLength={2000} />
      </label>
      <label>
        {t('documents.dueDate')}
        <input name="dueDate" type="date" required />
      </label>
      <label>
        {t('documents.link')}
        <select name="link" defaultValue="">
          <option value="">{t('documents.linkNone')}</option>
          {links.data?.filings.map((filing) => (
            <option key={`filing-${filing.id}`} value={`filing:${filing.id}`}>
              {t('documents.linkFiling', { tax: filing.taxType, year: filing.taxYear, due: filing.dueDate ? formatDate(filing.dueDate) : '–' })}
            </option>
          ))}
          {links.data?.schedules.map((schedule) => (
            <option key={`schedule-${schedule.id}`} value={`schedule:${schedule.id}`}>
              {t('documents.linkSchedule', { tax: schedule.taxType, due: formatDate(schedule.dueDate) })}
            </option>
          ))}
        </select>
      </label>
      <div className="actions">
        <button type="submit" disabled={busy}>
          {t('documents.ask')}
        </button>
      </div>
      {error && (
        <p role="alert" className="state error">
          {error}
        </p>
      )}
    </form>
  );
}

/** Files with their size, when they came, and a download button each (the same bytes, checked by hash on the server). */
/** Files with their size, when they came and who sent them. */
function FileTable({ files }: { files: readonly StoredDocument[] }) {
  const t = useT();
  return (
    <table className="files">
      <thead>
        <tr>
          <th scope="col">{t('documents.file')}</th>
          <th scope="col">{t('documents.size')}</th>
          <th scope="col">{t('documents.uploaded')}</th>
          <th scope="col">{t('documents.from')}</th>
        </tr>
      </thead>
      <tbody>
        {files.map((file) => (
          <tr key={file.id}>
            <td className="file-name">{file.fileName}</td>
            <td>{formatBytes(file.size)}</td>
            <td>{formatInstant(file.createdAt)}</td>
            <td>{file.uploader === 'client' ? t('documents.fromClient') : file.uploader === 'system' ? t('documents.fromSystem') : (file.uploadedByName ?? t('documents.fromStaff'))}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
