import { useEffect, useRef, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Field } from './fields';
import { fromLocalInput, parseMoney, toLocalInput } from './format';
import { useFormState, useSave } from './forms';
import { SaveStatus, SubmitButton } from './SaveStatus';
import type { ChoiceLoader } from './choices';
import { useLoad } from './useLoad';

/** One input of a record form: how it is shown and how its text becomes the API's value. */
export interface FieldSpec {
  name: string;
  label: string;
  kind: 'text' | 'textarea' | 'date' | 'datetime' | 'integer' | 'money' | 'select' | 'boolean' | 'choice';
  options?: readonly string[];
  /** `select`: the label of an option (a status's words, enumLabel); the value itself when absent. */
  optionLabel?: (value: string) => string;
  /** `choice`: where the options come from (common codes, people, contracts: ui/choices.ts). */
  choices?: ChoiceLoader;
  /** `choice`: the value is an id, sent as a number. */
  numeric?: boolean;
  required?: boolean;
  hint?: string;
}

type Values = Record<string, unknown>;

/** A record's values as the form's text (dates as inputs want them, booleans as "true"/"false"). */
function toText(fields: readonly FieldSpec[], record: Values): Record<string, string> {
  const text: Record<string, string> = {};
  for (const field of fields) {
    const value = record[field.name];
    if (field.kind === 'datetime') text[field.name] = toLocalInput(typeof value === 'string' ? value : null);
    else if (field.kind === 'boolean') text[field.name] = value === false ? 'false' : 'true';
    else text[field.name] = typeof value === 'number' ? String(value) : typeof value === 'string' ? value : '';
  }
  return text;
}

/**
 * The form's text as a request body: an empty field is null, numbers are numbers. Text that is no
 * number goes to the server as it is, so its field error says so next to the field, as for every
 * other rule (Number() would turn it into NaN, which JSON sends as null: silently "none").
 */
function toBody(fields: readonly FieldSpec[], text: Record<string, string>): Values {
  const body: Values = {};
  for (const field of fields) {
    const value = text[field.name] ?? '';
    if (field.kind === 'boolean') body[field.name] = value === 'true';
    else if (value.trim() === '') body[field.name] = null;
    else if (field.kind === 'money') body[field.name] = parseMoney(value);
    else if (field.kind === 'integer' || (field.kind === 'choice' && field.numeric)) body[field.name] = Number.isFinite(Number(value)) ? Number(value) : value;
    else if (field.kind === 'datetime') body[field.name] = fromLocalInput(value) ?? null;
    else body[field.name] = value;
  }
  return body;
}

/**
 * A create or edit form built from field specs, with the server's field errors next to the fields.
 * `onSubmit` gets the body and throws the API's problem (unwrap) when the save is refused.
 */
export function RecordForm({
  title,
  fields,
  record,
  submitLabel,
  onSubmit,
  onCancel,
  editing = false,
  clearSignal,
}: {
  title: string;
  fields: readonly FieldSpec[];
  record: Values;
  submitLabel: string;
  onSubmit: (body: Values) => Promise<unknown>;
  onCancel?: () => void;
  /** An edit form: a save keeps what was typed (a create form starts again from `record`). */
  editing?: boolean;
  /** Changes when another action starts on the page: the last save's note is stale then. */
  clearSignal?: number;
}) {
  const intl = useIntl();
  const { form, setForm, bind } = useFormState<Record<string, string>>(() => toText(fields, record));
  const save = useSave();
  const { clear } = save;
  useEffect(() => {
    if (clearSignal) clear();
  }, [clearSignal, clear]);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => setForm(toText(fields, record)), [fields, record, setForm]);
  // Opening a row's edit form (one with Cancel) moves the keyboard to it.
  const opened = Boolean(onCancel);
  useEffect(() => {
    if (opened) heading.current?.focus();
  }, [record, opened]);

  function submit(event: FormEvent) {
    event.preventDefault();
    void save.run(() => onSubmit(toBody(fields, form)), intl.formatMessage({ id: editing || onCancel ? 'form.saved' : 'form.added' })).then((ok) => {
      if (ok && !editing) setForm(toText(fields, record));
    });
  }

  // The heading's id from the title's letters (Korean titles too), unique enough within a page.
  const id = title.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-');
  return (
    <section aria-labelledby={id}>
      <h3 id={id} tabIndex={-1} ref={heading}>
        {title}
      </h3>
      <form className="panel grid" onSubmit={submit} aria-labelledby={id} noValidate>
        {fields.map((field) => (
          <Field key={field.name} label={field.label} error={save.fieldError(field.name)}>
            <Input field={field} bind={{ ...bind(field.name), value: form[field.name] ?? '' }} />
            {field.hint && <span className="hint">{field.hint}</span>}
          </Field>
        ))}
        <div className="actions">
          <SubmitButton save={save} busyLabel={intl.formatMessage({ id: 'form.saving' })}>
            {submitLabel}
          </SubmitButton>
          {onCancel && (
            <button type="button" onClick={onCancel}>
              <FormattedMessage id="form.cancel" />
            </button>
          )}
          <SaveStatus save={save} fields={fields.map((field) => field.name)} />
        </div>
      </form>
    </section>
  );
}

function Input({ field, bind }: { field: FieldSpec; bind: { value: string; onChange: (e: { target: { value: string } }) => void } }) {
  const intl = useIntl();
  const common = { name: field.name, required: field.required };
  switch (field.kind) {
    case 'textarea':
      return <textarea rows={3} {...common} {...bind} />;
    case 'select':
      return (
        <select {...common} {...bind}>
          {!field.required && <option value="">–</option>}
          {field.options?.map((option) => (
            <option key={option} value={option}>
              {field.optionLabel ? field.optionLabel(option) : option}
            </option>
          ))}
        </select>
      );
    case 'choice':
      return <ChoiceInput field={field} bind={bind} />;
    case 'boolean':
      return (
        <select {...common} {...bind}>
          <option value="true">{intl.formatMessage({ id: 'form.yes' })}</option>
          <option value="false">{intl.formatMessage({ id: 'form.no' })}</option>
        </select>
      );
    case 'date':
      return <input type="date" {...common} {...bind} />;
    case 'datetime':
      return <input type="datetime-local" {...common} {...bind} />;
    case 'integer':
      return <input inputMode="numeric" {...common} {...bind} />;
    case 'money':
      return <input inputMode="decimal" {...common} {...bind} />;
    default:
      return <input {...common} {...bind} />;
  }
}

/**
 * A select whose options load from the firm's lists. A stored value the list no longer holds (a
 * code switched off, a disabled user, free text from before the lists) stays selectable, so an
 * edit never changes it unasked.
 */
function ChoiceInput({ field, bind }: { field: FieldSpec; bind: { value: string; onChange: (e: { target: { value: string } }) => void } }) {
  const loaded = useLoad(() => field.choices?.() ?? Promise.resolve([]), [field.choices]);
  const choices = loaded.data ?? [];
  const kept = bind.value !== '' && !choices.some((choice) => choice.value === bind.value);
  return (
    <select name={field.name} required={field.required} aria-busy={loaded.loading} {...bind}>
      {(!field.required || bind.value === '') && <option value="">–</option>}
      {kept && <option value={bind.value}>{bind.value}</option>}
      {choices.map((choice) => (
        <option key={choice.value} value={choice.value}>
          {choice.label}
        </option>
      ))}
    </select>
  );
}
