import { useState } from 'react';
import { useIntl } from 'react-intl';
import { api, problemText, unwrap } from '../../api/client';
import { enumLabel } from '../../i18n/labels';
import { useT } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { AdminOnly } from '../../ui/AdminOnly';
import { formatInstant } from '../../ui/format';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { PagedTable, useListQuery } from '../../ui/lists';

type Status = paths['/api/formulas/{formulaId}/status']['put']['requestBody']['content']['application/json']['status'];

/** The one move forward from each state (docs/portfolio.md); the server refuses any other with 409. */
const NEXT: Record<Status, Status | null> = { draft: 'active', active: 'deprecated', deprecated: 'retired', retired: null };

export function FormulasPage() {
  return (
    <AdminOnly title="records.formulas">
      <Formulas />
    </AdminOnly>
  );
}

function Formulas() {
  const t = useT();
  const intl = useIntl();
  const { text, page, update, toPage } = useListQuery();
  const open = text('formula');
  const formulas = useLoad(async () => unwrap(await api.GET('/api/formulas', { params: { query: { page, pageSize: 50 } } })), [page]);

  return (
    <>
      <h1>{t('records.formulas')}</h1>
      <PagedTable
        loaded={formulas}
        empty={t('formulas.none')}
        onPage={toPage}
        testId="formulas"
        columns={[t('formulas.formula'), t('formulas.owner'), t('file.status'), t('formulas.changed')]}
        row={(f) => (
          <tr key={f.formulaId}>
            <td>
              <button type="button" className="link" aria-expanded={open === f.formulaId} onClick={() => update({ formula: open === f.formulaId ? undefined : f.formulaId, page: String(page) })}>
                {f.formulaId}
              </button>
            </td>
            <td>{f.owner}</td>
            <td>
              <span className={`badge status-${f.status}`}>{enumLabel(intl, 'FORMULA_STATUSES', f.status)}</span>
            </td>
            <td>{formatInstant(f.updatedAt)}</td>
          </tr>
        )}
      />
      {open && <FormulaDetail key={open} formulaId={open} onChanged={formulas.reload} />}
    </>
  );
}

function FormulaDetail({ formulaId, onChanged }: { formulaId: string; onChanged: () => void }) {
  const t = useT();
  const intl = useIntl();
  const detail = useLoad(async () => unwrap(await api.GET('/api/formulas/{formulaId}', { params: { path: { formulaId } } })), [formulaId]);
  const schema = useLoad(async () => unwrap(await api.GET('/api/formulas/{formulaId}/schema', { params: { path: { formulaId } } })), [formulaId]);
  const [notice, setNotice] = useState('');

  async function move(status: Status) {
    const result = await api.PUT('/api/formulas/{formulaId}/status', { params: { path: { formulaId } }, body: { status } });
    setNotice(result.error ? t('formulas.notMoved', { reason: problemText(result.error) }) : t('formulas.moved', { formula: formulaId, status: enumLabel(intl, 'FORMULA_STATUSES', status) }));
    detail.reload();
    onChanged();
  }

  return (
    <section aria-labelledby="formula-title" className="panel">
      <h2 id="formula-title">{formulaId}</h2>
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={detail}>
        {(d) => {
          const next = NEXT[d.status];
          return (
            <>
              <dl className="facts">
                <dt>{t('file.status')}</dt>
                <dd>
                  <span className={`badge status-${d.status}`}>{enumLabel(intl, 'FORMULA_STATUSES', d.status)}</span>{' '}
                  {next && (
                    <button type="button" onClick={() => void move(next)}>
                      {t('formulas.moveTo', { status: enumLabel(intl, 'FORMULA_STATUSES', next) })}
                    </button>
                  )}
                </dd>
                <dt>{t('formulas.inputs')}</dt>
                <dd>{d.definition.inputs.join(', ') || '–'}</dd>
                <dt>{t('formulas.outputs')}</dt>
                <dd>{d.definition.outputs.join(', ') || '–'}</dd>
              </dl>
              <h3>{t('clients.history')}</h3>
              <ol>
                {d.history.map((change) => (
                  <li key={change.changedAt + change.toStatus}>
                    {change.fromStatus ? enumLabel(intl, 'FORMULA_STATUSES', change.fromStatus) : t('formulas.registered')} → {enumLabel(intl, 'FORMULA_STATUSES', change.toStatus)}, {formatInstant(change.changedAt)}
                    {change.note && ` (${change.note})`}
                  </li>
                ))}
              </ol>
            </>
          );
        }}
      </Block>
      <details>
        <summary>JSON Schema</summary>
        <Block loaded={schema}>{(s) => <pre data-testid="formula-schema">{JSON.stringify(s, null, 2)}</pre>}</Block>
      </details>
    </section>
  );
}
