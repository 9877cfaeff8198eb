import { useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatInstant } from '../../ui/format';
import { codeChoices } from '../../ui/choices';
import { RecordForm, type FieldSpec } from '../../ui/RecordForm';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type CreateBody = paths['/api/taxprofile']['post']['requestBody']['content']['application/json'];
type UpdateBody = paths['/api/taxprofile/{id}']['put']['requestBody']['content']['application/json'];

const FIELDS: readonly FieldSpec[] = [
  { name: 'taxpayerType', label: 'Taxpayer type', kind: 'choice', choices: codeChoices('taxpayer_type'), required: true },
  { name: 'taxId', label: 'Tax id', kind: 'text' },
  { name: 'fiscalYearEnd', label: 'Fiscal year end (MM-DD)', kind: 'text', hint: 'e.g. 12-31' },
  { name: 'riskLevel', label: 'Risk level', kind: 'select', options: ['low', 'medium', 'high'], required: true },
  { name: 'riskNotes', label: 'Risk notes', kind: 'textarea' },
  { name: 'nextFilingDueDate', label: 'Next filing due', kind: 'date' },
  { name: 'notes', label: 'Notes', kind: 'textarea' },
];

const BLANK = { riskLevel: 'low' };

/** The client's one tax profile: created here when it has none, edited or deleted otherwise. */
export function TaxProfileSection({ clientId }: { clientId: number }) {
  const profile = useLoad(async () => {
    const result = await api.GET('/api/taxprofile/client/{clientId}', { params: { path: { clientId } } });
    return result.response.status === 404 ? null : unwrap(result);
  }, [clientId]);
  const [notice, setNotice] = useState('');

  async function remove(id: number) {
    if (!window.confirm('Delete this client’s tax profile? Its fields stay only in the audit log.')) return;
    try {
      unwrap(await api.DELETE('/api/taxprofile/{id}', { params: { path: { id } } }));
      setNotice('Tax profile deleted.');
      profile.reload();
    } catch (error) {
      setNotice(`Not deleted: ${(error as Error).message}`);
    }
  }
  return (
    <section aria-label="Tax profile">
      <h2>Tax profile</h2>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={profile}>
        {(p) =>
          p ? (
            <>
              <p className="hint">Last changed {formatInstant(p.updatedAt)}</p>
              <RecordForm
                title="Edit tax profile"
                fields={FIELDS}
                record={p}
                submitLabel="Save tax profile"
                editing
                onSubmit={async (body) => unwrap(await api.PUT('/api/taxprofile/{id}', { params: { path: { id: p.id } }, body: body as UpdateBody }))}
              />
              <button type="button" onClick={() => void remove(p.id)}>
                Delete tax profile
              </button>
            </>
          ) : (
            <RecordForm
              title="Add tax profile"
              fields={FIELDS}
              record={BLANK}
              submitLabel="Add tax profile"
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
