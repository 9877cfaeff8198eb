import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { api, problemText, unwrap } from '../../api/client';
import type { AdminMessageId } from '../../i18n/messages';
import { useT } from '../../i18n/translate';
import type { paths } from '../../api/schema';
import { useSession } from '../../session/useSession';
import { Field } from '../../ui/fields';
import { useFormState, useSave } from '../../ui/forms';
import { SaveStatus, SubmitButton } from '../../ui/SaveStatus';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ListHead, RowActions } from '../../ui/lists';

type Code = paths['/api/commoncode/groups/{group}']['get']['responses'][200]['content']['application/json']['items'][number];

/**
 * Common codes grouped by group. Everyone reads them; only admins get the upsert form and the
 * delete buttons (the server refuses staff writes with 403 whatever the page shows).
 */
export function CommonCodesPage() {
  const t = useT();
  const intl = useIntl();
  // A group's name in words where the catalog has one (the seeded groups), else as stored.
  const groupLabel = (group: string) => {
    const id = `codes.group.${group}`;
    return (intl.messages as Record<string, unknown>)[id] === undefined ? group : t(id as AdminMessageId);
  };
  const session = useSession();
  const canWrite = session.role === 'admin';
  // Every code, inactive ones too: the active list alone would hide what an admin switched off.
  const groups = useLoad(async () => {
    const { items } = unwrap(await api.GET('/api/commoncode/groups'));
    return Promise.all(items.map(async (g) => ({ ...g, codes: unwrap(await api.GET('/api/commoncode/groups/{group}', { params: { path: { group: g.group }, query: {} } })).items })));
  }, []);
  const [editing, setEditing] = useState<Partial<Code> | null>(null);
  const [notice, setNotice] = useState('');

  async function remove(code: Code) {
    if (!window.confirm(t('list.deleteQuestion', { name: `${code.group}/${code.value}` }))) return;
    const result = await api.DELETE('/api/commoncode/groups/{group}/{value}', { params: { path: { group: code.group, value: code.value } } });
    setNotice(result.error ? t('section.notDeleted', { reason: problemText(result.error) }) : t('list.deleted', { name: `${code.group}/${code.value}` }));
    groups.reload();
  }

  return (
    <>
      <div className="heading">
        <h1>{t('records.commonCodes')}</h1>
        {canWrite && (
          <button type="button" className="primary" onClick={() => setEditing({})}>
            {t('codes.new')}
          </button>
        )}
      </div>
      {!canWrite && <p className="hint">{t('codes.adminsOnly')}</p>}
      {canWrite && editing && (
        <CodeForm
          key={`${editing.group}/${editing.value}`}
          code={editing}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
            groups.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={groups} empty={(g) => g.length === 0 && t('codes.none')}>
        {(all) =>
          all.map((group) => (
            <section key={group.group} aria-labelledby={`group-${group.group}`}>
              <h2 id={`group-${group.group}`}>
                {groupLabel(group.group)} <code>{group.group}</code> <small>{t('codes.activeOf', { active: group.activeCount, total: group.codeCount })}</small>
              </h2>
              <table>
                <ListHead columns={[t('codes.value'), t('clients.name'), t('list.order'), t('enum.clientStatus.active'), t('codes.attributes')]} actions={canWrite} />
                <tbody>
                  {group.codes.map((code) => (
                    <tr key={code.value}>
                      <td>
                        <code>{code.value}</code>
                      </td>
                      <td>
                        {code.name}
                        {(() => {
                          // The name in the screen's language (attributes.labels), which the pick lists show.
                          const label = (code.attributes?.labels as Record<string, unknown> | undefined)?.[intl.locale];
                          return typeof label === 'string' && label !== code.name ? <small className="hint"> {label}</small> : null;
                        })()}
                      </td>
                      <td>{code.sortOrder}</td>
                      <td>{t(code.isActive ? 'form.yes' : 'form.no')}</td>
                      <td>{code.attributes ? <code>{JSON.stringify(code.attributes)}</code> : '–'}</td>
                      {canWrite && (
                        <RowActions
                          onEdit={() => setEditing(code)}
                          editLabel={t('list.editLabel', { name: `${code.group}/${code.value}` })}
                          onRemove={() => void remove(code)}
                          removeLabel={t('list.deleteLabel', { name: `${code.group}/${code.value}` })}
                        />
                      )}
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          ))
        }
      </Block>
    </>
  );
}

function CodeForm({ code, onDone, onCancel }: { code: Partial<Code>; onDone: (message: string) => void; onCancel: () => void }) {
  const t = useT();
  const existing = code.group !== undefined;
  const { form, bind } = useFormState({
    group: code.group ?? '',
    value: code.value ?? '',
    name: code.name ?? '',
    sortOrder: String(code.sortOrder ?? 0),
    isActive: String(code.isActive ?? true),
    attributes: code.attributes ? JSON.stringify(code.attributes, null, 2) : '',
  });
  const save = useSave();
  const [active, setActive] = useState(form.isActive === 'true');

  function submit(event: FormEvent) {
    event.preventDefault();
    void save
      .run(async () => {
        let attributes: Record<string, unknown> | null = null;
        if (form.attributes.trim()) {
          try {
            attributes = JSON.parse(form.attributes) as Record<string, unknown>;
          } catch {
            throw Object.assign(new Error(t('codes.attributesInvalid')), { problem: { errors: { attributes: [t('codes.attributesMustBeObject')] } } });
          }
        }
        const result = await api.PUT('/api/commoncode/groups/{group}/{value}', {
          params: { path: { group: form.group, value: form.value } },
          body: { name: form.name, sortOrder: Number(form.sortOrder || 0), isActive: active, attributes },
        });
        unwrap(result);
        return result.response.status;
      })
      .then((ok) => ok && onDone(t('list.saved', { name: `${form.group}/${form.value}` })));
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={existing ? t('list.editLabel', { name: `${code.group}/${code.value}` }) : t('codes.new')}>
      <Field label={t('codes.groupField')} error={save.fieldError('group')}>
        <input required readOnly={existing} autoFocus={!existing} {...bind('group')} />
      </Field>
      <Field label={t('codes.valueField')} error={save.fieldError('value')}>
        <input required readOnly={existing} {...bind('value')} />
      </Field>
      <Field label={t('clients.name')} error={save.fieldError('name')}>
        <input required autoFocus={existing} {...bind('name')} />
      </Field>
      <Field label={t('list.order')} error={save.fieldError('sortOrder')}>
        <input type="number" {...bind('sortOrder')} />
      </Field>
      <Field label={t('codes.attributesField')} error={save.fieldError('attributes')}>
        <textarea className="code" rows={3} {...bind('attributes')} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> {t('enum.clientStatus.active')}
      </label>
      <div className="actions">
        <SubmitButton save={save} busyLabel={t('form.saving')}>
          {t('codes.save')}
        </SubmitButton>
        <button type="button" onClick={onCancel}>
          {t('form.cancel')}
        </button>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
