/*
 * Engagement-letter templates (issue 34.1, admins): the list, a form per template with one
 * Markdown body per language, the merge fields it may use, a preview for a contract, and the
 * form that checks a PDF against the letters sent and signed.
 */
import { useMemo, useState } from 'react';
import { api, unwrap, type Problem } from '../../api/client';
import type { paths } from '../../api/schema';
import { translate, useT, type Translate } from '../../i18n/translate';
import { formatInstant } from '../../ui/format';
import { RecordList, type FieldSpec, type FormValues } from '../records/RecordList';
import { optional } from '../records/values';
import { MergeFields } from './MergeFields';
import { TemplatePreview } from './TemplatePreview';
import { VerifyPdf } from './VerifyPdf';

type Template = paths['/api/engagement-letter-templates/{id}']['get']['responses'][200]['content']['application/json'];

const fieldsOf = (t: Translate): FieldSpec[] => [
  { name: 'name', label: t('letters.templateName'), required: true },
  // Named as the server's field errors name them, so each error shows beside its body.
  { name: 'bodies.en', label: t('letters.bodyEn'), kind: 'textarea' },
  { name: 'bodies.ko', label: t('letters.bodyKo'), kind: 'textarea' },
];

/**
 * A body the template engine refuses comes back as 400 invalid_template with the engine's own
 * message (English, naming the line and the field) under `errors`; the sentence beside the body
 * is the catalog's, quoting that message so the admin can find the place.
 */
function explained(failure: unknown): unknown {
  const problem = (failure as { problem?: Problem }).problem;
  if (problem?.code !== 'invalid_template') return failure;
  const fieldErrors = (problem.fieldErrors ?? []).map((entry) => {
    const reason = problem.errors?.[entry.field]?.[0];
    if (entry.field === 'bodies') return { ...entry, detail: translate('letters.noBody') };
    return reason ? { ...entry, detail: translate('letters.invalidBody', { reason }) } : entry;
  });
  return Object.assign(new Error((failure as Error).message), { problem: { ...problem, fieldErrors } });
}

async function save(form: FormValues, id: number | undefined) {
  const body = { name: form.name ?? '', bodies: { en: optional(form, 'bodies.en'), ko: optional(form, 'bodies.ko') } };
  try {
    return id === undefined
      ? unwrap(await api.POST('/api/engagement-letter-templates', { body }))
      : unwrap(await api.PUT('/api/engagement-letter-templates/{id}', { params: { path: { id } }, body }));
  } catch (failure) {
    throw explained(failure);
  }
}

export function LetterTemplatesPage() {
  const t = useT();
  const fields = useMemo(() => fieldsOf(t), [t]);
  const [previewing, setPreviewing] = useState<Template>();
  const languages = (template: Template) =>
    (['en', 'ko'] as const)
      .filter((language) => template.bodies[language] !== null)
      .map((language) => t(`letters.language.${language}`))
      .join(', ');
  return (
    <>
      <RecordList<Template>
        title={t('letters.templates')}
        singular={t('letters.templateSingular')}
        intro={
          <>
            <p className="hint">{t('letters.templatesIntro')}</p>
            <MergeFields />
          </>
        }
        searchable
        load={async (page, search) => unwrap(await api.GET('/api/engagement-letter-templates', { params: { query: { page, pageSize: 20, ...(search ? { search } : {}) } } }))}
        columns={[
          { header: t('letters.templateName'), cell: (template) => template.name },
          { header: t('letters.languages'), cell: languages },
          { header: t('letters.updatedAt'), cell: (template) => formatInstant(template.updatedAt) },
        ]}
        fields={fields}
        blank={{ name: '', 'bodies.en': '', 'bodies.ko': '' }}
        toForm={(template) => ({ name: template.name, 'bodies.en': template.bodies.en ?? '', 'bodies.ko': template.bodies.ko ?? '' })}
        save={save}
        remove={async (template) => unwrap(await api.DELETE('/api/engagement-letter-templates/{id}', { params: { path: { id: template.id } } }))}
        name={(template) => template.name}
        actions={(template) => (
          <button type="button" aria-label={t('letters.previewLabel', { name: template.name })} onClick={() => setPreviewing(template)}>
            {t('letters.preview')}
          </button>
        )}
      />
      {previewing && <TemplatePreview key={previewing.id} template={previewing} onClose={() => setPreviewing(undefined)} />}
      <VerifyPdf />
    </>
  );
}
