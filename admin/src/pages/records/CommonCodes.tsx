import { useState, type FormEvent } from 'react';
import { api, problemText, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useSession } from '../../session/useSession';
import { Field } from '../../ui/fields';
import { useFormState, useSave } from '../../ui/forms';
import { SaveStatus } from '../../ui/SaveStatus';
import { Block } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';

type Code = paths['/api/commoncode/groups/{group}']['get']['responses'][200]['content']['application/json']['items'][number];

/**
 * Common codes grouped by group. Everyone reads them; only admins get the upsert form and the
 * delete buttons (the server refuses staff writes with 403 whatever the page shows).
 */
export function CommonCodesPage() {
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
    if (!window.confirm(`Delete ${code.group}/${code.value}?`)) return;
    const result = await api.DELETE('/api/commoncode/groups/{group}/{value}', { params: { path: { group: code.group, value: code.value } } });
    setNotice(result.error ? `Not deleted: ${problemText(result.error)}` : `${code.group}/${code.value} deleted.`);
    groups.reload();
  }

  return (
    <>
      <div className="heading">
        <h1>Common codes</h1>
        {canWrite && (
          <button type="button" className="primary" onClick={() => setEditing({})}>
            New code
          </button>
        )}
      </div>
      {!canWrite && <p className="hint">Only admins change common codes.</p>}
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
      <Block loaded={groups} empty={(g) => g.length === 0 && 'No common codes yet.'}>
        {(all) =>
          all.map((group) => (
            <section key={group.group} aria-labelledby={`group-${group.group}`}>
              <h2 id={`group-${group.group}`}>
                {group.group} <small>{group.activeCount} active of {group.codeCount}</small>
              </h2>
              <table>
                <thead>
                  <tr>
                    <th scope="col">Value</th>
                    <th scope="col">Name</th>
                    <th scope="col">Order</th>
                    <th scope="col">Active</th>
                    <th scope="col">Attributes</th>
                    {canWrite && (
                      <th scope="col">
                        <span className="visually-hidden">Actions</span>
                      </th>
                    )}
                  </tr>
                </thead>
                <tbody>
                  {group.codes.map((code) => (
                    <tr key={code.value}>
                      <td>
                        <code>{code.value}</code>
                      </td>
                      <td>{code.name}</td>
                      <td>{code.sortOrder}</td>
                      <td>{code.isActive ? 'yes' : 'no'}</td>
                      <td>{code.attributes ? <code>{JSON.stringify(code.attributes)}</code> : '–'}</td>
                      {canWrite && (
                        <td className="row-actions">
                          <button type="button" onClick={() => setEditing(code)} aria-label={`Edit ${code.group}/${code.value}`}>
                            Edit
                          </button>
                          <button type="button" onClick={() => void remove(code)} aria-label={`Delete ${code.group}/${code.value}`}>
                            Delete
                          </button>
                        </td>
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
            throw Object.assign(new Error('Attributes are not valid JSON.'), { problem: { errors: { attributes: ['must be a JSON object'] } } });
          }
        }
        const result = await api.PUT('/api/commoncode/groups/{group}/{value}', {
          params: { path: { group: form.group, value: form.value } },
          body: { name: form.name, sortOrder: Number(form.sortOrder || 0), isActive: active, attributes },
        });
        unwrap(result);
        return result.response.status;
      })
      .then((ok) => ok && onDone(`${form.group}/${form.value} saved.`));
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={existing ? `Edit ${code.group}/${code.value}` : 'New code'}>
      <Field label="Group (no spaces)" error={save.fieldError('group')}>
        <input required readOnly={existing} autoFocus={!existing} {...bind('group')} />
      </Field>
      <Field label="Value (no spaces)" error={save.fieldError('value')}>
        <input required readOnly={existing} {...bind('value')} />
      </Field>
      <Field label="Name" error={save.fieldError('name')}>
        <input required autoFocus={existing} {...bind('name')} />
      </Field>
      <Field label="Order" error={save.fieldError('sortOrder')}>
        <input type="number" {...bind('sortOrder')} />
      </Field>
      <Field label="Attributes (JSON object, optional)" error={save.fieldError('attributes')}>
        <textarea className="code" rows={3} {...bind('attributes')} />
      </Field>
      <label className="check">
        <input type="checkbox" checked={active} onChange={(e) => setActive(e.target.checked)} /> Active
      </label>
      <div className="actions">
        <button type="submit" className="primary" disabled={save.busy}>
          {save.busy ? 'Saving…' : 'Save code'}
        </button>
        <button type="button" onClick={onCancel}>
          Cancel
        </button>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
