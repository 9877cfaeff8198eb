import { useId, useRef, useState, type DragEvent, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { downloadFile, TransferFailed, uploadFile } from '../../api/files';
import type { paths } from '../../api/schema';
import { enumLabel } from '../../i18n/labels';
import { useT, type Translate } from '../../i18n/translate';
import { credentials } from '../../session/credentials';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FileInput } from '../../ui/fields';
import { peopleChoices } from '../../ui/choices';
import { formatBytes, formatDate, formatInstant } from '../../ui/format';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type RequestList = paths['/api/client/{id}/document-requests']['get']['responses'][200]['content']['application/json'];
type DocumentRequest = RequestList['items'][number];
type DocumentList = paths['/api/client/{id}/documents']['get']['responses'][200]['content']['application/json'];
type StoredDocument = DocumentList['items'][number];
type CreateRequestBody = paths['/api/client/{id}/document-requests']['post']['requestBody']['content']['application/json'];


/** Why a file was refused, in the screen's language: the reasons a person can act on by name. */
export function refusal(t: Translate, error: unknown): string {
  if (!(error instanceof TransferFailed)) return t('documents.failed', { reason: (error as Error).message });
  switch (error.status) {
    case 413:
      return t('documents.tooLarge');
    case 415:
      return t('documents.wrongType');
    case 422:
      return error.code === 'malware_detected' ? t('documents.malware') : t('documents.failed', { reason: error.message });
    case 503:
      return t('documents.unavailable');
    case 0:
      return t('documents.network');
    default:
      return t('documents.failed', { reason: error.message });
  }
}

const STATUS_BADGE: Record<string, string> = { open: 'status-pending', submitted: 'status-new', accepted: 'status-active', rejected: 'bad' };

/**
 * The client's documents (issue 33.7): what the firm asked for, with the files the client sent
 * against each, accepted or rejected with a note the client sees; and the files shared with the
 * client, uploaded by dropping them on the page or choosing them.
 */
export function DocumentsSection({ clientId }: { clientId: number }) {
  return (
    <>
      <RequestsPanel clientId={clientId} />
      <SharedDocumentsPanel clientId={clientId} />
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
        {request.assignedToName && <span className="hint">{t('documents.assignedShown', { name: request.assignedToName })}</span>}
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
    return { filings: filings.items, schedules: schedules.items.filter((schedule) => !schedule.isCompleted), people: await peopleChoices() };
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
      ...(text('assignedTo') ? { assignedTo: Number(text('assignedTo')) } : {}),
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
      <label>
        {t('documents.assignedTo')}
        <select name="assignedTo" defaultValue="" aria-describedby="assigned-hint">
          <option value="">{t('documents.assignedToMe')}</option>
          {links.data?.people.map((person) => (
            <option key={person.value} value={person.value}>
              {person.label}
            </option>
          ))}
        </select>
        <span id="assigned-hint" className="hint">
          {t('documents.assignedHint')}
        </span>
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={busy}>
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
function FileTable({ files, onDelete }: { files: readonly StoredDocument[]; onDelete?: (file: StoredDocument) => void }) {
  const t = useT();
  const [error, setError] = useState('');
  return (
    <>
      <table className="files">
        <thead>
          <tr>
            <th scope="col">{t('documents.file')}</th>
            <th scope="col">{t('documents.size')}</th>
            <th scope="col">{t('documents.uploaded')}</th>
            <th scope="col">{t('documents.from')}</th>
            <th scope="col">{t('documents.visible')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('documents.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {files.map((file) => (
            <tr key={file.id}>
              <td className="file-name">{file.fileName}</td>
              <td>{formatBytes(file.size)}</td>
              <td>{formatInstant(file.createdAt)}</td>
              <td>{file.uploader === 'client' ? t('documents.fromClient') : file.uploader === 'system' ? t('documents.fromSystem') : (file.uploadedByName ?? t('documents.fromStaff'))}</td>
              <td>{file.visibleToClient ? t('documents.yes') : t('documents.no')}</td>
              <td className="row-actions">
                <button
                  type="button"
                  aria-label={t('documents.downloadLabel', { name: file.fileName })}
                  onClick={() => void downloadFile(`/api/documents/${file.id}/content`, credentials, file.fileName).catch((caught: unknown) => setError(refusal(t, caught)))}
                >
                  {t('documents.download')}
                </button>
                {onDelete && (
                  <button type="button" className="danger" aria-label={t('documents.deleteLabel', { name: file.fileName })} onClick={() => onDelete(file)}>
                    {t('documents.delete')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {error && (
        <p role="alert" className="state error">
          {error}
        </p>
      )}
    </>
  );
}

interface Upload {
  key: number;
  name: string;
  sent: number;
  total: number;
  error?: string;
  done?: boolean;
}

function SharedDocumentsPanel({ clientId }: { clientId: number }) {
  const t = useT();
  const documents = useLoad(async () => unwrap(await api.GET('/api/client/{id}/documents', { params: { path: { id: clientId }, query: { page: 1, pageSize: 100 } } })), [clientId]);
  // Staff only unless chosen, as the API defaults: sharing a file by mistake is the worse error.
  const [visible, setVisible] = useState(false);
  const [uploads, setUploads] = useState<Upload[]>([]);
  const [dragging, setDragging] = useState(false);
  const [deleting, setDeleting] = useState<StoredDocument>();
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState('');
  const counter = useRef(0);

  const change = (key: number, patch: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  async function send(files: FileList | File[]) {
    const list = [...files];
    if (list.length === 0) return;
    setNotice('');
    const started = list.map((file) => ({ key: ++counter.current, name: file.name, sent: 0, total: file.size }));
    setUploads((current) => [...current.filter((upload) => !upload.done), ...started]);
    // One at a time: each gets the whole connection, and a refusal names its own file.
    for (const [index, file] of list.entries()) {
      const { key } = started[index]!;
      try {
        await uploadFile({
          url: `/api/client/${clientId}/documents`,
          file,
          fields: { visibleToClient: String(visible) },
          credentials,
          onProgress: (sent, total) => change(key, { sent, total }),
        });
        change(key, { done: true, sent: file.size, total: file.size });
      } catch (caught) {
        change(key, { error: refusal(t, caught) });
      }
    }
    documents.reload();
  }

  function onDrop(event: DragEvent) {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files);
  }

  async function remove(file: StoredDocument) {
    setBusy(true);
    try {
      const { response } = await api.DELETE('/api/documents/{id}', { params: { path: { id: file.id } } });
      if (!response.ok) throw new Error(`HTTP ${response.status}`);
      setNotice(t('documents.deleted', { name: file.fileName }));
    } catch (caught) {
      setNotice(t('documents.failed', { reason: (caught as Error).message }));
    } finally {
      setBusy(false);
      setDeleting(undefined);
      documents.reload();
    }
  }

  return (
    <section className="panel" aria-labelledby="shared-title">
      <h2 id="shared-title">{t('documents.shared')}</h2>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={documents} empty={(r) => r.items.length === 0 && t('documents.noDocuments')}>
        {(r) => <FileTable files={r.items} onDelete={setDeleting} />}
      </Block>
      <div
        className={`dropzone${dragging ? ' dragging' : ''}`}
        data-testid="dropzone"
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        <p>{t('documents.dropHere')}</p>
        <FileInput
          choose={t('documents.choose')}
          aria-label={t('documents.choose')}
          multiple
          onChange={(event) => {
            const files = [...(event.target.files ?? [])];
            event.target.value = '';
            void send(files);
          }}
        />
        <label className="check">
          <input type="checkbox" checked={visible} onChange={(event) => setVisible(event.target.checked)} /> {t('documents.visibleToClient')}
        </label>
      </div>
      {uploads.length > 0 && (
        <ul className="uploads" aria-label={t('documents.uploads')}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span className="file-name">{upload.name}</span>{' '}
              {upload.error ? (
                <span role="alert" className="state error">
                  {upload.error}
                </span>
              ) : upload.done ? (
                <span className="state ok">{t('documents.uploadDone')}</span>
              ) : (
                <progress max={upload.total || 1} value={upload.sent} aria-label={t('documents.progress', { name: upload.name })} />
              )}
            </li>
          ))}
        </ul>
      )}
      {deleting && (
        <ConfirmDialog
          title={t('documents.deleteTitle')}
          confirm={t('documents.deleteYes')}
          cancel={t('documents.cancel')}
          busy={busy}
          onConfirm={() => void remove(deleting)}
          onCancel={() => setDeleting(undefined)}
        >
          <p>{t('documents.deleteQuestion', { name: deleting.fileName })}</p>
        </ConfirmDialog>
      )}
    </section>
  );
}
