import { Fragment } from 'react';
import type { AdminMessageId } from '../../i18n/messages';
import { useT } from '../../i18n/translate';

/*
 * The merge fields a template may use (docs/engagements.md, "Templates"; the server's letterFields
 * fills them and refuses any other name when the template is saved). The names are Liquid's, the
 * same in every language; what each holds is the catalog's.
 */
const FIELDS: ReadonlyArray<readonly [string, AdminMessageId]> = [
  ['client.name', 'letters.field.clientName'],
  ['client.email', 'letters.field.clientEmail'],
  ['client.phone', 'letters.field.clientPhone'],
  ['client.address', 'letters.field.clientAddress'],
  ['client.businessNumber', 'letters.field.clientBusinessNumber'],
  ['contract.title', 'letters.field.contractTitle'],
  ['contract.number', 'letters.field.contractNumber'],
  ['contract.serviceType', 'letters.field.contractServiceType'],
  ['contract.feeType', 'letters.field.contractFeeType'],
  ['contract.fee', 'letters.field.contractFee'],
  ['contract.startDate', 'letters.field.contractStartDate'],
  ['contract.endDate', 'letters.field.contractEndDate'],
  ['firm.name', 'letters.field.firmName'],
  ['firm.email', 'letters.field.firmEmail'],
  ['firm.phone', 'letters.field.firmPhone'],
  ['firm.address', 'letters.field.firmAddress'],
  ['firm.website', 'letters.field.firmWebsite'],
  ['letter.date', 'letters.field.letterDate'],
];

export function MergeFields() {
  const t = useT();
  return (
    <details className="panel merge-fields">
      <summary>{t('letters.mergeFields')}</summary>
      <p className="hint">{t('letters.mergeFieldsIntro', { example: '{% if contract.endDate != "" %}…{% endif %}' })}</p>
      <dl className="facts">
        {FIELDS.map(([name, about]) => (
          <Fragment key={name}>
            <dt>
              <code>{`{{${name}}}`}</code>
            </dt>
            <dd>{t(about)}</dd>
          </Fragment>
        ))}
      </dl>
    </details>
  );
}
