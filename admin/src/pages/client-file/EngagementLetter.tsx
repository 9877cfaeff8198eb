/*
 * A contract's engagement letter on the client file's Contracts tab (issue 34.6): send one from a
 * template, resend or withdraw it while it waits for the client's signature (each after a
 * question), follow it (status and times), and read the evidence once signed.
 */
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { api, unwrap } from '../../api/client';
import { useT } from '../../i18n/translate';
import { useSession } from '../../session/useSession';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Field } from '../../ui/fields';
import { useFormState, useSave } from '../../ui/forms';
import { SaveStatus } from '../../ui/SaveStatus';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { languageBody, LetterLanguage } from '../letters/LetterLanguage';
import { LetterEvidence, LetterTracking, type Letter } from './LetterEvidence';

/** Waiting for the client: the only states in which a letter can be resent or withdrawn. */
const OPEN = new Set<Letter['status']>(['sent', 'viewed']);

export function EngagementLetterPanel({ contract, onClose }: { contract: { id: number; title: string }; onClose: () => void }) {
  const t = useT();
  const letter = useLoad(async () => {
    const result = await api.GET('/api/contract/{id}/engagement-letter', { params: { path: { id: contract.id } } });
    // 404: no letter was ever sent for this contract; the panel offers to send one.
    return result.response.status === 404 ? null : unwrap(result);
  }, [contract.id]);
  const [notice, setNotice] = useState('');
  const done = (message: string) => {
    setNotice(message);
    letter.reload();
  };
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from a row's button: the keyboard lands on the panel, not back at the top of the tab.
  useEffect(() => heading.current?.focus(), [contract.id]);

  return (
    <section className="panel letter" aria-labelledby={headingId} data-testid="engagement-letter">
      <div className="heading">
        <h3 id={headingId} tabIndex={-1} ref={heading}>
          {t('letters.heading', { title: contract.title })}
        </h3>
        <button type="button" onClick={onClose}>
          {t('letters.close')}
        </button>
      </div>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={letter}>
        {(data) =>
          data === null ? (
            <>
              <p className="state empty">{t('letters.none')}</p>
              <SendLetterForm contractId={contract.id} stale={letter.loading} onSent={() => done(t('letters.sentNote'))} />
            </>
          ) : (
            <>
              <LetterTracking letter={data} />
              {OPEN.has(data.status) && <LetterActions letter={data} stale={letter.loading} onDone={done} />}
              {data.signer && <LetterEvidence letter={data} signer={data.signer} />}
              {(data.status === 'declined' || data.status === 'withdrawn') && <SendLetterForm contractId={contract.id} again stale={letter.loading} onSent={() => done(t('letters.sentNote'))} />}
            </>
          )
        }
      </Block>
    </section>
  );
}

/** `stale`: the letter is being read again after a change; its buttons wait for what it is now. */
function LetterActions({ letter, stale, onDone }: { letter: Letter; stale: boolean; onDone: (message: string) => void }) {
  const t = useT();
  const save = useSave();
  const [asking, setAsking] = useState<'resend' | 'withdraw'>();
  const path = { params: { path: { id: letter.contractId } } };

  async function act(kind: 'resend' | 'withdraw') {
    const ok = await save.run(async () => {
      if (kind === 'resend') unwrap(await api.POST('/api/contract/{id}/engagement-letter/resend', path));
      else unwrap(await api.DELETE('/api/contract/{id}/engagement-letter', path));
    });
    setAsking(undefined);
    if (ok) onDone(t(kind === 'resend' ? 'letters.resentNote' : 'letters.withdrawnNote'));
  }

  return (
    <div className="actions">
      <button type="button" disabled={save.busy || stale} onClick={() => setAsking('resend')}>
        {t('letters.resend')}
      </button>
      <button type="button" className="danger" disabled={save.busy || stale} onClick={() => setAsking('withdraw')}>
        {t('letters.withdraw')}
      </button>
      <SaveStatus save={save} />
      {asking && (
        <ConfirmDialog
          title={t(asking === 'resend' ? 'letters.resendTitle' : 'letters.withdrawTitle')}
          confirm={t(asking === 'resend' ? 'letters.resendYes' : 'letters.withdrawYes')}
          cancel={t('form.cancel')}
          busy={save.busy}
          onConfirm={() => void act(asking)}
          onCancel={() => setAsking(undefined)}
        >
          <p>{t(asking === 'resend' ? 'letters.resendQuestion' : 'letters.withdrawQuestion')}</p>
        </ConfirmDialog>
      )}
    </div>
  );
}

function SendLetterForm({ contractId, again = false, stale, onSent }: { contractId: number; again?: boolean; stale: boolean; onSent: () => void }) {
  const t = useT();
  const session = useSession();
  const templates = useLoad(async () => unwrap(await api.GET('/api/engagement-letter-templates', { params: { query: { page: 1, pageSize: 100 } } })).items, []);
  const { form, setForm, bind } = useFormState({ templateId: '', language: '' });
  const save = useSave();
  const formId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    void save
      .run(async () => unwrap(await api.POST('/api/contract/{id}/engagement-letter', { params: { path: { id: contractId } }, body: { templateId: Number(form.templateId), ...languageBody(form.language) } })))
      .then((ok) => ok && onSent());
  }

  return (
    <Block loaded={templates}>
      {(items) =>
        items.length === 0 ? (
          <p className="state empty">
            {t('letters.noTemplates')}{' '}
            {session.role === 'admin' ? <Link to="/letter-templates">{t('letters.writeTemplate')}</Link> : t('letters.askAdmin')}
          </p>
        ) : (
          <form className="grid" aria-labelledby={formId} onSubmit={submit}>
            <h4 id={formId} className="span">
              {t(again ? 'letters.sendAgain' : 'letters.sendTitle')}
            </h4>
            <Field label={t('letters.template')} error={save.fieldError('templateId')}>
              <select required {...bind('templateId')}>
                <option value="">{t('letters.chooseTemplate')}</option>
                {items.map((template) => (
                  <option key={template.id} value={template.id}>
                    {template.name}
                  </option>
                ))}
              </select>
            </Field>
            <LetterLanguage value={form.language} onChange={(language) => setForm((current) => ({ ...current, language }))} error={save.fieldError('language')} />
            <div className="actions span">
              <button type="submit" className="primary" disabled={save.busy || stale || form.templateId === ''}>
                {t('letters.send')}
              </button>
              <SaveStatus save={save} fields={['templateId', 'language']} />
            </div>
          </form>
        )
      }
    </Block>
  );
}
