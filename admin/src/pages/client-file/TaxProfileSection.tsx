import { useMemo, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { api, unwrap } from '../../api/client';
import { RISK_LEVELS } from '../../api/enums';
import { enumLabel } from '../../i18n/labels';
import { useT, type Translate } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { formatInstant } from '../../ui/format';
import { codeChoices } from '../../ui/choices';
import { RecordForm, type FieldSpec } from '../../ui/RecordForm';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type CreateBody = paths['/api/taxprofile']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxprofile/{id}']['put']['requestBody']['content']['application/json'];

const fieldsOf = (t: Translate, intl: IntlShape): readonly FieldSpec[] => [
  { name: 'taxpayerType', label: t('profile.taxpayerType'), kind: 'choice', choices: codeChoices('taxpayer_type'), required: true },
  { name: 'taxId', label: t('profile.taxId'), kind: 'text' },
  { name: 'fiscalYearEnd', label: t('profile.fiscalYearEnd'), kind: 'text', hint: t('profile.fiscalYearEndHint') },
  { name: 'riskLevel', label: t('profile.riskLevel'), kind: 'select', options: RISK_LEVELS, optionLabel: (value) => enumLabel(intl, 'RISK_LEVELS', value), required: true },
  { name: 'riskNotes', label: t('profile.riskNotes'), kind: 'textarea' },
  { name: 'nextFilingDueDate', label: t('profile.nextFilingDue'), kind: 'date' },
  { name: 'notes', label: t('file.notes'), kind: 'textarea' },
];

const BLANK = { riskLevel: 'low' };

/** The client's one tax profile: created here when it has none, edited or deleted otherwise. */
export function TaxProfileSection({ clientId }: { clientId: number }) {
  const t = useT();
  const intl = useIntl();
  const fields = useMemo(() => fieldsOf(t, intl), [t, intl]);
  const profile = useLoad(async () => {
    const result = await api.GET('/api/taxprofile/client/{clientId}', { params: { path: { clientId } } });
    return result.response.status === 404 ? null : unwrap(result);
  }, [clientId]);
  const [notice, setNotice] = useState('');

  async function remove(id: number) {
    if (!window.confirm(t('profile.deleteQuestion'))) return;
    try {
      unwrap(await api.DELETE('/api/taxprofile/{id}', { params: { path: { id } } }));
      setNotice(t('profile.deleted'));
      profile.reload();
    } catch (error) {
      setNotice(t('section.notDeleted', { reason: (error as Error).message }));
    }
  }
  return (
    <section aria-label={t('profile.title')}>
      <h2>{t('profile.title')}</h2>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={profile}>
        {(p) =>
          p ? (
            <>
              <p className="hint">{t('profile.lastChanged', { when: formatInstant(p.updatedAt) })}</p>
              <RecordForm
                title={t('profile.edit')}
                fields={fields}
                record={p}
                submitLabel={t('profile.save')}
                editing
                onSubmit={async (body) => unwrap(await api.PUT('/api/taxprofile/{id}', { params: { path: { id: p.id } }, body: body as UpdateBody }))}
              />
              <button type="button" onClick={() => void remove(p.id)}>
                {t('profile.delete')}
              </button>
            </>
          ) : (
            <RecordForm
              title={t('profile.add')}
              fields={fields}
              record={BLANK}
              submitLabel={t('profile.add')}
              onSubmit={async (body) => {
                unwrap(await api.POST('/api/taxprofile', { body: { ...body, clientId } as CreateBody }));
                profile.reload();
              }}
            />
          )
        }
      </Block>
    </section>
  );
}
