/*
 * "Is this the letter we sent, or the one the client signed, to the byte?" An admin chooses a PDF;
 * POST /api/documents/verify looks its SHA-256 up among the letters' hashes. The answer is said in
 * words: which letter (the contract and its client, read for their names), which version, and
 * whether every byte matches; a changed copy is named by the letter it claims to be.
 */
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { api } from '../../api/client';
import { TransferFailed, uploadFile } from '../../api/files';
import type { paths } from '../../api/schema';
import { useT } from '../../i18n/translate';
import { credentials } from '../../session/credentials';
import { FileInput } from '../../ui/fields';
import { formatBytes, formatInstant } from '../../ui/format';
import { refusal } from '../client-file/DocumentsSection';

type Verification = paths['/api/documents/verify']['post']['responses'][200]['content']['application/json'];

interface Named {
  contractId: number;
  clientId: number | null;
  title: string;
  client: string;
}

type Outcome =
  | { kind: 'match'; fileName: string; verification: Verification; letter: Named }
  | { kind: 'changed'; fileName: string; sha256: string; size: number; claimed: Named | null }
  | { kind: 'failed'; fileName: string; message: string };

/** A contract's title and its client's name, for the sentence; the ids when either cannot be read. */
async function nameOf(contractId: number): Promise<Named> {
  const contract = (await api.GET('/api/contract/{id}', { params: { path: { id: contractId } } })).data;
  const clientId = contract?.clientId ?? null;
  const client = clientId === null ? undefined : (await api.GET('/api/client/{id}', { params: { path: { id: clientId } } })).data;
  return { contractId, clientId, title: contract?.title ?? `#${contractId}`, client: client?.name ?? (clientId === null ? '' : `#${clientId}`) };
}

export function VerifyPdf() {
  const t = useT();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();

  async function verify(file: File) {
    setBusy(true);
    setOutcome(undefined);
    try {
      const verification = await uploadFile<Verification>({ url: '/api/documents/verify', file, credentials });
      setOutcome({ kind: 'match', fileName: file.name, verification, letter: await nameOf(verification.letter.contractId) });
    } catch (caught) {
      if (caught instanceof TransferFailed && caught.code === 'document_not_verified') {
        const problem = caught.problem as { sha256: string; size: number; claimedLetter: { contractId: number } | null };
        const claimed = problem.claimedLetter ? await nameOf(problem.claimedLetter.contractId) : null;
        setOutcome({ kind: 'changed', fileName: file.name, sha256: problem.sha256, size: problem.size, claimed });
      } else {
        setOutcome({ kind: 'failed', fileName: file.name, message: refusal(t, caught) });
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="panel" aria-labelledby="verify-title" data-testid="verify-pdf">
      <h2 id="verify-title">{t('letters.verifyTitle')}</h2>
      <p className="hint">{t('letters.verifyIntro')}</p>
      <label className="field">
        <FileInput
          choose={t('letters.verifyChoose')}
          aria-label={t('letters.verifyChoose')}
          accept="application/pdf,.pdf"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            if (file) void verify(file);
          }}
        />
      </label>
      <div role="status" aria-live="polite" data-testid="verify-outcome">
        {busy && <p className="state loading">{t('letters.verifying')}</p>}
        {outcome && <OutcomeText outcome={outcome} />}
      </div>
    </section>
  );
}

function LetterLink({ letter }: { letter: Named }) {
  const t = useT();
  if (letter.clientId === null) return null;
  return <Link to={`/clients/${letter.clientId}?tab=contracts&letter=${letter.contractId}`}>{t('letters.openLetter')}</Link>;
}

function OutcomeText({ outcome }: { outcome: Outcome }) {
  const t = useT();
  if (outcome.kind === 'failed') return <p className="state error">{t('letters.verifyFailed', { name: outcome.fileName, reason: outcome.message })}</p>;
  if (outcome.kind === 'changed') {
    return (
      <div className="state error">
        <p>
          <strong>{t('letters.notVerified', { name: outcome.fileName })}</strong>{' '}
          {outcome.claimed ? t('letters.claims', { title: outcome.claimed.title, client: outcome.claimed.client }) : t('letters.claimsNothing')}
        </p>
        <p className="hint">
          {t('letters.fileHash', { size: formatBytes(outcome.size) })} <code className="hash">{outcome.sha256}</code>
        </p>
        {outcome.claimed && <LetterLink letter={outcome.claimed} />}
      </div>
    );
  }
  const { verification, letter } = outcome;
  const signed = verification.version === 'signed';
  return (
    <div className="state ok">
      <p>
        <strong>{t('letters.verified', { name: outcome.fileName })}</strong>{' '}
        {signed
          ? t('letters.verifiedSigned', { title: letter.title, client: letter.client, signer: verification.letter.signer?.name ?? '', at: verification.letter.signedAt ? formatInstant(verification.letter.signedAt) : '' })
          : t('letters.verifiedOriginal', { title: letter.title, client: letter.client, at: formatInstant(verification.letter.sentAt) })}
      </p>
      <p className="hint">
        {t('letters.fileHash', { size: formatBytes(verification.size) })} <code className="hash">{verification.sha256}</code>
      </p>
      <LetterLink letter={letter} />
    </div>
  );
}
