/*
 * A template rendered for one contract as it would be sent now (POST .../preview): the server
 * answers the merged Markdown and the same as sanitized HTML (text formatting, headings, lists,
 * tables; no links, images or scripts), shown in a frame that runs nothing. The preview is audited
 * on the contract, since it shows the client's details.
 */
import { useId, useState, type FormEvent } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useT } from '../../i18n/translate';
import { ClientPicker } from '../../ui/ClientPicker';
import { contractChoices } from '../../ui/choices';
import { Field } from '../../ui/fields';
import { useSave } from '../../ui/forms';
import { SaveStatus } from '../../ui/SaveStatus';
import { useLoad } from '../../ui/useLoad';
import { languageBody, LetterLanguage } from './LetterLanguage';

type Template = paths['/api/engagement-letter-templates/{id}']['get']['responses'][200]['content']['application/json'];
type Preview = paths['/api/engagement-letter-templates/{id}/preview']['post']['responses'][200]['content']['application/json'];

export function TemplatePreview({ template, onClose }: { template: Template; onClose: () => void }) {
  const t = useT();
  const [clientId, setClientId] = useState('');
  const [contractId, setContractId] = useState('');
  const [language, setLanguage] = useState('');
  const [preview, setPreview] = useState<Preview>();
  const contracts = useLoad(() => (clientId ? contractChoices(Number(clientId))() : Promise.resolve([])), [clientId]);
  const save = useSave();
  const headingId = useId();

  function submit(event: FormEvent) {
    event.preventDefault();
    const body = { contractId: Number(contractId), ...languageBody(language) };
    void save.run(async () => setPreview(unwrap(await api.POST('/api/engagement-letter-templates/{id}/preview', { params: { path: { id: template.id } }, body }))), t('letters.previewShown'));
  }

  return (
    <section className="panel" aria-labelledby={headingId} data-testid="template-preview">
      <div className="heading">
        <h2 id={headingId}>{t('letters.previewTitle', { name: template.name })}</h2>
        <button type="button" onClick={onClose}>
          {t('letters.close')}
        </button>
      </div>
      <form className="grid" aria-labelledby={headingId} onSubmit={submit}>
        <ClientPicker label={t('deadlines.client')} required onChange={(id) => (setClientId(id), setContractId(''))} />
        <Field label={t('letters.contract')} error={save.fieldError('contractId')}>
          <select required value={contractId} onChange={(event) => setContractId(event.target.value)} disabled={!clientId} aria-busy={contracts.loading}>
            <option value="">{t('letters.chooseContract')}</option>
            {contracts.data?.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </Field>
        <LetterLanguage value={language} onChange={setLanguage} error={save.fieldError('language')} />
        <div className="actions">
          <button type="submit" className="primary" disabled={save.busy || contractId === ''}>
            {t('letters.preview')}
          </button>
          <SaveStatus save={save} fields={['contractId', 'language']} />
        </div>
      </form>
      {preview && (
        <>
          <p className="hint">{t('letters.previewLanguage', { language: t(`letters.language.${preview.language}`) })}</p>
          {/* No allow-scripts: nothing in the frame runs (the server's HTML is sanitized as well). */}
          <iframe className="letter-frame" title={t('letters.previewFrame', { name: template.name })} sandbox="" srcDoc={`<!doctype html><html lang="${preview.language}"><meta charset="utf-8"><body>${preview.html}</body></html>`} />
          <details>
            <summary>{t('letters.previewMarkdown')}</summary>
            <pre className="markdown">{preview.markdown}</pre>
          </details>
        </>
      )}
    </section>
  );
}
