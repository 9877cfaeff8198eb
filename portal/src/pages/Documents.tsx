import { useId, useRef, useState } from 'react';
import { downloadFile, TransferFailed, uploadFile } from '../../../admin/src/api/files';
import type { paths } from '../../../admin/src/api/schema';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, credentials, unwrap } from '../api';
import { useFormat } from '../format';
import { useT, type PortalMessageId } from '../i18n';
import { Block, Item, PageTitle, Pager } from '../ui';
import { PAGE_SIZE } from './lists';

type RequestPage = paths['/api/portal/document-requests']['get']['responses'][200]['content']['application/json'];
export type PortalRequest = RequestPage['items'][number];
type DocumentPage = paths['/api/portal/documents']['get']['responses'][200]['content']['application/json'];
type PortalDocument = DocumentPage['items'][number];

/**
 * What a phone's picker offers: photos from the camera roll (image/*, HEIC included), PDFs and
 * the office formats the firm accepts. No `capture`: the person chooses between the camera, the
 * photo library and their files, as they would in any app.
 */
export const ACCEPT = 'image/*,application/pdf,.pdf,.heic,.heif,.tif,.tiff,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.csv,.txt,.zip';

/** Why a file was refused, in the client's language (the server's problem code or status). */
function refusalId(error: unknown): PortalMessageId {
  if (!(error instanceof TransferFailed)) return 'upload.failed';
  if (error.status === 413) return 'upload.tooLarge';
  if (error.status === 415) return 'upload.wrongType';
  if (error.status === 422 && error.code === 'malware_detected') return 'upload.malware';
  if (error.status === 503) return 'upload.unavailable';
  if (error.status === 0) return 'upload.network';
  if (error.status === 409) return 'upload.closed';
  return 'upload.failed';
}

interface Upload {
  key: number;
  name: string;
  sent: number;
  total: number;
  refused?: PortalMessageId;
  done?: boolean;
}

/** A request's upload control: one or more files, each with its progress bar and, if refused, why. */
function RequestUpload({ request, onUploaded }: { request: PortalRequest; onUploaded: () => void }) {
  const t = useT();
  const inputId = useId();
  const [uploads, setUploads] = useState<Upload[]>([]);
  const counter = useRef(0);
  const change = (key: number, patch: Partial<Upload>) => setUploads((list) => list.map((upload) => (upload.key === key ? { ...upload, ...patch } : upload)));

  async function send(files: File[]) {
    if (files.length === 0) return;
    const started = files.map((file) => ({ key: ++counter.current, name: file.name, sent: 0, total: file.size }));
    setUploads((current) => [...current.filter((upload) => !upload.done), ...started]);
    let any = false;
    for (const [index, file] of files.entries()) {
      const { key } = started[index]!;
      try {
        await uploadFile({ url: `/api/portal/document-requests/${request.id}/files`, file, credentials, onProgress: (sent, total) => change(key, { sent, total }) });
        change(key, { done: true, sent: file.size, total: file.size });
        any = true;
      } catch (caught) {
        change(key, { refused: refusalId(caught) });
      }
    }
    if (any) onUploaded();
  }

  return (
    <div className="upload">
      <input
        id={inputId}
        type="file"
        className="visually-hidden"
        accept={ACCEPT}
        multiple
        aria-label={t('upload.chooseFor', { title: request.title })}
        onChange={(event) => {
          const files = [...(event.target.files ?? [])];
          event.target.value = '';
          void send(files);
        }}
      />
      {/* The input is hidden behind this label (the browser's own button speaks its language, not the client's); the label follows it so the input's focus can outline it. */}
      <label htmlFor={inputId} className="button" aria-hidden="true">
        {t('upload.choose')}
      </label>
      <p className="hint">{t('upload.hint')}</p>
      {uploads.length > 0 && (
        <ul className="uploads" aria-label={t('upload.list', { title: request.title })}>
          {uploads.map((upload) => (
            <li key={upload.key}>
              <span className="file-name">{upload.name}</span>{' '}
              {upload.refused ? (
                <span role="alert" className="refused">
                  {t(upload.refused)}
                </span>
              ) : upload.done ? (
                <span className="sent">{t('upload.done')}</span>
              ) : (
                <progress max={upload.total || 1} value={upload.sent} aria-label={t('upload.progress', { name: upload.name })} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

const REQUEST_BADGE: Record<string, { id: PortalMessageId; tone: 'bad' | 'warn' | 'ok' | 'plain' }> = {
  open: { id: 'request.status.open', tone: 'warn' },
  rejected: { id: 'request.status.rejected', tone: 'bad' },
  submitted: { id: 'request.status.submitted', tone: 'plain' },
  accepted: { id: 'request.status.accepted', tone: 'ok' },
};

/**
 * The documents the firm asked for, on the to-do list: each open request with its due date, what
 * the firm wrote, why a file was turned down, the files already sent, and the upload control.
 */
export function RequestList({ requests, onUploaded }: { requests: readonly PortalRequest[]; onUploaded: () => void }) {
  const t = useT();
  const format = useFormat();
  return (
    <ul className="items requests" data-testid="requests">
      {requests.map((request) => {
        const badge = request.overdue && request.status !== 'submitted' ? { id: 'badge.overdue' as const, tone: 'bad' as const } : (REQUEST_BADGE[request.status] ?? REQUEST_BADGE.open!);
        return (
          <Item
            key={request.id}
            title={request.title}
            badge={{ text: t(badge.id), tone: badge.tone }}
            facts={[
              [t('request.dueDate'), format.day(request.dueDate)],
              ...(request.files.length > 0 ? [[t('request.sent'), request.files.map((file) => file.fileName).join(', ')] as [string, string]] : []),
            ]}
          >
            {request.description && <p className="request-description">{request.description}</p>}
            {request.status === 'rejected' && request.reviewNote && <p className="state error">{t('request.rejectedNote', { note: request.reviewNote })}</p>}
            {request.status !== 'accepted' && <RequestUpload request={request} onUploaded={onUploaded} />}
          </Item>
        );
      })}
    </ul>
  );
}

/** The client's documents: what the firm shared and what they uploaded, each to download. */
export function DocumentsPage() {
  const t = useT();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const [refused, setRefused] = useState<PortalMessageId>();
  const loaded = useLoad(async () => unwrap(await api.GET('/api/portal/documents', { params: { query: { page, pageSize: PAGE_SIZE } } })), [page]);
  const download = (document: PortalDocument) =>
    downloadFile(`/api/portal/documents/${document.id}/content`, credentials, document.fileName).then(
      () => setRefused(undefined),
      () => setRefused('documents.downloadFailed'),
    );
  return (
    <>
      <PageTitle>{t('documents.title')}</PageTitle>
      <p className="lead">{t('documents.intro')}</p>
      {refused && (
        <p role="alert" className="state error">
          {t(refused)}
        </p>
      )}
      <Block loaded={loaded} empty={(data) => data.items.length === 0 && 'documents.empty'}>
        {(data) => (
          <>
            <ul className="items" data-testid="documents">
              {data.items.map((document) => (
                <Item
                  key={document.id}
                  title={document.fileName}
                  facts={[
                    [t('documents.date'), format.instant(document.createdAt)],
                    [t('documents.size'), format.bytes(document.size)],
                    [t('documents.from'), t(document.fromFirm ? 'documents.fromFirm' : 'documents.fromYou')],
                  ]}
                >
                  <button type="button" aria-label={t('documents.downloadLabel', { name: document.fileName })} onClick={() => void download(document)}>
                    {t('documents.download')}
                  </button>
                </Item>
              ))}
            </ul>
            <Pager page={data.page} totalPages={data.totalPages} onPage={setPage} />
          </>
        )}
      </Block>
    </>
  );
}
