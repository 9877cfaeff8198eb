/*
 * What staff read of a letter: where it stands (status and each time it moved), and once signed
 * the evidence (who, how they had signed in, from where, the consent they agreed to, and the
 * SHA-256 of the PDF as sent and as signed), with both PDFs to download.
 */
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { downloadFile } from '../../api/files';
import type { paths } from '../../api/schema';
import { enumLabel } from '../../i18n/labels';
import type { AdminMessageId } from '../../i18n/messages';
import { useT } from '../../i18n/translate';
import { credentials } from '../../session/credentials';
import { formatInstant } from '../../ui/format';
import { refusal } from './DocumentsSection';

export type Letter = paths['/api/contract/{id}/engagement-letter']['get']['responses'][200]['content']['application/json'];
type Signer = NonNullable<Letter['signer']>;

export const BADGE: Record<Letter['status'], string> = { sent: 'status-pending', viewed: 'status-new', signed: 'status-active', declined: 'bad', withdrawn: 'status-inactive' };

/** A term and its value; nothing when there is no value (a time not reached yet). */
function Fact({ term, children }: { term: string; children: ReactNode }) {
  if (children === null || children === undefined || children === false || children === '') return null;
  return (
    <>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </>
  );
}

const at = (value: string | null) => (value ? formatInstant(value) : null);

export function LetterTracking({ letter }: { letter: Letter }) {
  const t = useT();
  const intl = useIntl();
  return (
    <dl className="facts" data-testid="letter-tracking">
      <Fact term={t('letters.status')}>
        <span className={`badge ${BADGE[letter.status]}`}>{enumLabel(intl, 'LETTER_STATUSES', letter.status)}</span>
      </Fact>
      <Fact term={t('letters.language')}>{t(`letters.language.${letter.language}`)}</Fact>
      <Fact term={t('letters.sentAt')}>{at(letter.sentAt)}</Fact>
      <Fact term={t('letters.resentAt')}>{at(letter.resentAt)}</Fact>
      <Fact term={t('letters.viewedAt')}>{at(letter.viewedAt)}</Fact>
      <Fact term={t('letters.signedAt')}>{at(letter.signedAt)}</Fact>
      <Fact term={t('letters.declinedAt')}>{at(letter.declinedAt)}</Fact>
      <Fact term={t('letters.declineReason')}>{letter.declineReason && <q className="reason">{letter.declineReason}</q>}</Fact>
      <Fact term={t('letters.withdrawnAt')}>{at(letter.withdrawnAt)}</Fact>
      <Fact term={t('letters.reminders')}>
        {letter.remindersSent > 0 && t('letters.remindersSent', { count: letter.remindersSent, last: at(letter.lastReminderAt) ?? '' })}
      </Fact>
      <Fact term={t('letters.original')}>
        <Hash value={letter.originalSha256} testId="original-sha256" />
        {letter.documentId !== null && <PdfDownload documentId={letter.documentId} label={t('letters.downloadOriginal')} name={`engagement-letter-${letter.contractId}.pdf`} />}
      </Fact>
    </dl>
  );
}

/** How the client proved who they were before signing, in words; an unknown method as it is. */
function methodLabel(t: ReturnType<typeof useT>, method: string | null): string | null {
  if (method === null) return null;
  const known: Record<string, AdminMessageId> = { link: 'letters.method.link', code: 'letters.method.code', passkey: 'letters.method.passkey' };
  return known[method] ? t(known[method]) : method;
}

export function LetterEvidence({ letter, signer }: { letter: Letter; signer: Signer }) {
  const t = useT();
  return (
    <section aria-labelledby={`evidence-${letter.id}`} data-testid="letter-evidence">
      <h4 id={`evidence-${letter.id}`}>{t('letters.evidence')}</h4>
      <dl className="facts">
        <Fact term={t('letters.signerName')}>{signer.name}</Fact>
        <Fact term={t('letters.signedAt')}>{at(letter.signedAt)}</Fact>
        <Fact term={t('letters.method')}>
          {signer.method !== null && t('letters.methodAt', { method: methodLabel(t, signer.method), at: at(signer.signedInAt) ?? '–' })}
        </Fact>
        <Fact term={t('letters.ip')}>{signer.ip}</Fact>
        <Fact term={t('letters.userAgent')}>{signer.userAgent && <span className="wrap">{signer.userAgent}</span>}</Fact>
        <Fact term={t('letters.originalSha256')}>
          <Hash value={letter.originalSha256} testId="evidence-original-sha256" />
        </Fact>
        <Fact term={t('letters.signedSha256')}>
          {letter.signedSha256 && <Hash value={letter.signedSha256} testId="signed-sha256" />}
          {letter.signedDocumentId !== null && <PdfDownload documentId={letter.signedDocumentId} label={t('letters.downloadSigned')} name={`engagement-letter-${letter.contractId}-signed.pdf`} />}
        </Fact>
      </dl>
      {signer.consentText && (
        <details>
          <summary>{t('letters.consent')}</summary>
          <p className="consent">{signer.consentText}</p>
        </details>
      )}
    </section>
  );
}

function Hash({ value, testId }: { value: string; testId: string }) {
  return (
    <code className="hash" data-testid={testId}>
      {value}
    </code>
  );
}

/** A PDF of the client's documents: a plain link cannot carry the bearer token, so fetch and save a blob. */
function PdfDownload({ documentId, label, name }: { documentId: number; label: string; name: string }) {
  const t = useT();
  const [error, setError] = useState('');
  return (
    <span className="download">
      <button type="button" onClick={() => void downloadFile(`/api/documents/${documentId}/content`, credentials, name).then(() => setError(''), (caught: unknown) => setError(refusal(t, caught)))}>
        {label}
      </button>
      {error && (
        <span role="alert" className="state error">
          {error}
        </span>
      )}
    </span>
  );
}
