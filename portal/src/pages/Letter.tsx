import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import { fetchFile, saveBlob } from '../../../admin/src/api/files';
import type { paths } from '../../../admin/src/api/schema';
import { useLoad } from '../../../admin/src/ui/useLoad';
import { api, CallFailed, credentials, signOut, unwrap } from '../api';
import { useFormat } from '../format';
import { useT, type PortalMessageId } from '../i18n';
import { rememberReturn } from '../return-to';
import { ErrorBox, Facts, Loading, PageTitle } from '../ui';
import { LetterActions } from './LetterActions';

export type PortalLetter = paths['/api/portal/engagements/{id}/letter']['get']['responses'][200]['content']['application/json'];

export const LETTER_STATUS: Record<PortalLetter['status'], { id: PortalMessageId; tone: 'warn' | 'ok' | 'bad' | 'plain' }> = {
  sent: { id: 'letter.status.waiting', tone: 'warn' },
  viewed: { id: 'letter.status.waiting', tone: 'warn' },
  signed: { id: 'letter.status.signed', tone: 'ok' },
  declined: { id: 'letter.status.declined', tone: 'bad' },
  withdrawn: { id: 'letter.status.withdrawn', tone: 'plain' },
};

/**
 * The letter's PDF, fetched with the bearer token into a blob: shown inline (the portal's policy
 * allows blob: frames, nothing else) and saved from the same bytes, so a download is not a second
 * opening in the audit log. Fetched again when `version` changes (the letter was read again; once signed, the signed PDF).
 */
function LetterPdf({ contractId, version, signed }: { contractId: number; version: number; signed: boolean }) {
  const t = useT();
  const [pdf, setPdf] = useState<{ url: string; blob: Blob; name: string }>();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let url: string | undefined;
    let current = true;
    // The old PDF goes at once: once signed, neither the frame nor Download may offer the letter as sent.
    setPdf(undefined);
    setFailed(false);
    fetchFile(`/api/portal/engagements/${contractId}/letter/pdf`, credentials, 'letter.pdf').then(
      ({ blob, name }) => {
        if (!current) return;
        url = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setPdf({ url, blob, name });
      },
      () => current && setFailed(true),
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [contractId, version, attempt]);
  if (failed)
    return (
      <div className="state error" role="alert">
        <p>{t('letter.pdfFailed')}</p>
        <button type="button" onClick={() => setAttempt(attempt + 1)}>
          {t('state.retry')}
        </button>
      </div>
    );
  if (!pdf) return <Loading />;
  return (
    <section className="letter-view" aria-labelledby="letter-pdf-title">
      <h2 id="letter-pdf-title" className="visually-hidden">
        {t(signed ? 'letter.signedPdf' : 'letter.pdf')}
      </h2>
      <iframe src={pdf.url} title={t(signed ? 'letter.signedPdf' : 'letter.pdf')} className="letter-pdf" />
      <p className="hint">{t('letter.viewerHint')}</p>
      <button type="button" onClick={() => saveBlob(pdf.blob, pdf.name)}>
        {t(signed ? 'letter.downloadSigned' : 'letter.download')}
      </button>
    </section>
  );
}

/**
 * An engagement letter (issue 34.2): read inline or downloaded, then signed (the consent, the
 * typed name) or declined with a reason. The server's refusals are said in words; a session
 * older than 15 minutes signs in again and comes back here.
 */
export function LetterPage() {
  const t = useT();
  const format = useFormat();
  const location = useLocation();
  const contractId = Number(useParams().id);
  const loaded = useLoad(async () => {
    // An address typed by hand that names no contract: no letter there, as for a missing one.
    if (!Number.isSafeInteger(contractId) || contractId < 1) throw new CallFailed(404, 'not_found');
    return unwrap(await api.GET('/api/portal/engagements/{id}/letter', { params: { path: { id: contractId } } }));
  }, [contractId]);
  const [notice, setNotice] = useState<{ id: PortalMessageId; tone: 'status' | 'alert'; signInAgain?: boolean }>();
  // Counted up whenever the letter is read again, so the PDF is fetched again with it.
  const [version, setVersion] = useState(0);
  const reload = () => {
    setVersion(version + 1);
    loaded.reload();
  };
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const letter = loaded.data;
  const missing = loaded.error instanceof CallFailed && loaded.error.status === 404;
  const title = letter ? t('letter.title', { title: letter.contractTitle }) : t('letter.titlePlain');

  async function signInAgain() {
    rememberReturn(location.pathname);
    await signOut();
  }

  const facts: Array<[string, string]> = [];
  if (letter) {
    facts.push([t('letter.sentAt'), format.instant(letter.sentAt)]);
    if (letter.signedAt) facts.push([t('letter.signedAt'), format.instant(letter.signedAt)]);
    if (letter.signerName) facts.push([t('letter.signedBy'), letter.signerName]);
    if (letter.declinedAt) facts.push([t('letter.declinedAt'), format.instant(letter.declinedAt)]);
  }

  return (
    <>
      <PageTitle>{title}</PageTitle>
      <p>
        <Link to="/engagements">{t('letter.back')}</Link>
      </p>
      {notice && (
        <div ref={noticeRef} tabIndex={-1} role={notice.tone} className={notice.tone === 'alert' ? 'state error' : 'state notice'}>
          <p>{t(notice.id)}</p>
          {notice.signInAgain && (
            <button type="button" className="primary" onClick={() => void signInAgain()}>
              {t('letter.signInAgain')}
            </button>
          )}
        </div>
      )}
      {missing ? (
        <p className="state empty">{t('letter.notFound')}</p>
      ) : loaded.error && !letter ? (
        <ErrorBox error={loaded.error} onRetry={loaded.reload} />
      ) : !letter ? (
        <Loading />
      ) : (
        <>
          <div className="letter-status">
            <span className={`badge ${LETTER_STATUS[letter.status].tone}`}>{t(LETTER_STATUS[letter.status].id)}</span>
          </div>
          <Facts className="facts" facts={facts} />
          <LetterPdf contractId={contractId} version={version} signed={letter.status === 'signed'} />
          {(letter.status === 'sent' || letter.status === 'viewed') && (
            <LetterActions
              letter={letter}
              onDone={(id) => {
                setNotice({ id, tone: 'status' });
                reload();
              }}
              onRefused={(id, reloadLetter, signInAgainNeeded) => {
                setNotice({ id, tone: 'alert', signInAgain: signInAgainNeeded });
                if (reloadLetter) reload();
              }}
            />
          )}
        </>
      )}
    </>
  );
}
