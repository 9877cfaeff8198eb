import { useEffect, useState, type FormEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/translate';
import { Field } from '../../ui/fields';
import { useFormState, useSave } from '../../ui/forms';
import { SaveStatus, SubmitButton } from '../../ui/SaveStatus';
import { Block, Pager } from '../../ui/states';
import { FilterForm, ListHead, RowActions, TextFilter, useList } from '../../ui/lists';

/** A form field of a record: text by default; checkboxes hold "true" or "false". */
export interface FieldSpec {
  name: string;
  label: string;
  kind?: 'text' | 'textarea' | 'number' | 'checkbox' | 'datetime-local' | 'email' | 'tel';
  required?: boolean;
}

export type FormValues = Record<string, string>;

interface Listed<T> {
  items: T[];
  page?: number;
  totalPages?: number;
}

export interface RecordListProps<T extends { id: number }> {
  title: string;
  singular: string;
  load: (page: number, search: string | undefined) => Promise<Listed<T>>;
  searchable?: boolean;
  columns: Array<{ header: string; cell: (item: T) => ReactNode }>;
  fields: FieldSpec[];
  blank: FormValues;
  toForm: (item: T) => FormValues;
  /** Creates (no id) or replaces the record from the form's values. */
  save: (form: FormValues, id: number | undefined) => Promise<unknown>;
  remove?: (item: T) => Promise<unknown>;
  /** Extra buttons of a row (ordering, publishing); `run` reports the outcome and reloads the list. */
  actions?: (item: T, index: number, items: T[], run: (work: () => Promise<unknown>, success: string) => void) => ReactNode;
  name: (item: T) => string;
  intro?: ReactNode;
}

/**
 * A record group's page: the list (search and page in the URL), a form to create one or edit the
 * chosen one with the server's field errors beside the fields, and delete after a confirmation.
 */
export function RecordList<T extends { id: number }>(props: RecordListProps<T>) {
  const t = useT();
  const { list, text, update, toPage, key } = useList(({ page, text }) => props.load(page, text('search')));
  const search = text('search');
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const [notice, setNotice] = useState('');

  async function remove(item: T) {
    if (!props.remove || !window.confirm(t('list.deleteQuestion', { name: props.name(item) }))) return;
    try {
      await props.remove(item);
      setNotice(t('list.deleted', { name: props.name(item) }));
      if (editing !== 'new' && editing?.id === item.id) setEditing(null);
    } catch (error) {
      setNotice(t('section.notDeleted', { reason: (error as Error).message }));
    }
    list.reload();
  }

  function run(work: () => Promise<unknown>, success: string) {
    void work()
      .then(() => setNotice(success))
      .catch((error: Error) => setNotice(t('deadlines.notDone', { reason: error.message })))
      .finally(list.reload);
  }

  return (
    <>
      <div className="heading">
        <h1>{props.title}</h1>
        <button type="button" className="primary" onClick={() => setEditing('new')}>
          {t('list.new', { singular: props.singular })}
        </button>
      </div>
      {props.intro}
      {props.searchable && (
        <FilterForm key={key} search={t('clients.search')} onApply={(values) => update({ search: values.search })}>
          <TextFilter label={t('list.search', { title: props.title.toLowerCase() })} type="search" name="search" defaultValue={search} />
        </FilterForm>
      )}
      {editing && (
        <RecordForm
          key={editing === 'new' ? 'new' : editing.id}
          {...props}
          item={editing === 'new' ? undefined : editing}
          onDone={(message) => {
            setNotice(message);
            setEditing(null);
            list.reload();
          }}
          onCancel={() => setEditing(null)}
        />
      )}
      <p role="status" className="hint">
        {notice}
      </p>
      <Block loaded={list} empty={(r) => r.items.length === 0 && (search ? t('list.noMatch', { search }) : t('list.none', { title: props.title.toLowerCase() }))}>
        {(r) => (
          <>
            <table data-testid="records">
              <ListHead columns={props.columns.map((column) => column.header)} actions />
              <tbody>
                {r.items.map((item, index) => (
                  <tr key={item.id}>
                    {props.columns.map((column) => (
                      <td key={column.header}>{column.cell(item)}</td>
                    ))}
                    <RowActions
                      onEdit={() => setEditing(item)}
                      editLabel={t('list.editLabel', { name: props.name(item) })}
                      onRemove={!!props.remove && (() => void remove(item))}
                      removeLabel={t('list.deleteLabel', { name: props.name(item) })}
                    >
                      {props.actions?.(item, index, r.items, run)}
                    </RowActions>
                  </tr>
                ))}
              </tbody>
            </table>
            {r.page !== undefined && r.totalPages !== undefined && <Pager page={r.page} totalPages={r.totalPages} onPage={toPage} />}
          </>
        )}
      </Block>
    </>
  );
}

/** A message that starts with a lower-case noun ("company created.") as a sentence; scripts without case are unchanged. */
const sentence = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

function RecordForm<T extends { id: number }>(props: RecordListProps<T> & { item: T | undefined; onDone: (message: string) => void; onCancel: () => void }) {
  const t = useT();
  const { item } = props;
  const { form, setForm, bind } = useFormState<FormValues>(() => (item ? props.toForm(item) : props.blank));
  const save = useSave();
  const heading = item ? t('list.editLabel', { name: props.name(item) }) : t('list.new', { singular: props.singular });
  // The first field takes the focus, so a keyboard user lands where the form starts.
  useEffect(() => document.getElementById(`field-${props.fields[0]?.name}`)?.focus(), [props.fields]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(() => props.save(form, item?.id)).then((ok) => ok && props.onDone(item ? t('list.saved', { name: props.name(item) }) : sentence(t('list.created', { singular: props.singular }))));
  }

  return (
    <form className="panel grid" onSubmit={submit} aria-label={heading}>
      <h2 className="span">{heading}</h2>
      {props.fields.map((field) =>
        field.kind === 'checkbox' ? (
          <label className="check" key={field.name}>
            <input
              id={`field-${field.name}`}
              type="checkbox"
              checked={form[field.name] === 'true'}
              onChange={(e) => setForm((current) => ({ ...current, [field.name]: String(e.target.checked) }))}
            />
            {field.label}
          </label>
        ) : (
          <Field key={field.name} label={field.label} error={save.fieldError(field.name)}>
            {field.kind === 'textarea' ? (
              <textarea id={`field-${field.name}`} rows={5} required={field.required} {...bind(field.name)} />
            ) : (
              <input id={`field-${field.name}`} type={field.kind ?? 'text'} required={field.required} {...bind(field.name)} />
            )}
          </Field>
        ),
      )}
      <div className="actions">
        <SubmitButton save={save} busyLabel={t('form.saving')}>
          {item ? t('list.save') : t('list.create')}
        </SubmitButton>
        <button type="button" onClick={props.onCancel}>
          {t('form.cancel')}
        </button>
        <SaveStatus save={save} />
      </div>
    </form>
  );
}
