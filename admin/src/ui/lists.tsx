import type { FormEvent, InputHTMLAttributes, ReactNode } from 'react';
import { useT } from '../i18n/translate';
import { toLocalInput } from './format';
import { useLoad, type Loaded } from './useLoad';
import { useQueryParams } from './useQueryParams';
import { PagedBlock } from './states';

/** A list page's state, all of it in the URL query (shared and reloaded as a link). */
export interface ListQuery {
  params: URLSearchParams;
  /** A filter's value in the URL; undefined when absent or empty. */
  text: (name: string) => string | undefined;
  /** The page asked for: 1 when absent or not a number. */
  page: number;
  /** Sets keys (undefined or empty removes one); back to the first page unless the page is among them. */
  update: (changes: Record<string, string | undefined>) => void;
  /** Turns the pages (<Pager onPage>). */
  toPage: (page: number) => void;
  /** Changes with any key of the query: a filter form keyed by it shows what the URL says. */
  key: string;
}

export function useListQuery(): ListQuery {
  const { params, update } = useQueryParams();
  return {
    params,
    text: (name) => params.get(name) || undefined,
    page: Math.max(1, Number(params.get('page')) || 1),
    update,
    toPage: (page) => update({ page: String(page) }),
    key: params.toString(),
  };
}

/**
 * A list page: its URL state and its load, run again when the query changes (or `deps`, for a page
 * whose URL also holds what this list does not follow).
 */
export function useList<T>(load: (query: ListQuery) => Promise<T>, deps?: unknown[]): ListQuery & { list: Loaded<T> } {
  const query = useListQuery();
  const list = useLoad(() => load(query), deps ?? [query.key]);
  return { ...query, list };
}

/** A filter form's fields by name: trimmed, empty ones undefined, repeated names (checkboxes) joined by commas. */
export function filterValues(form: HTMLFormElement): Record<string, string | undefined> {
  const data = new FormData(form);
  const values: Record<string, string | undefined> = {};
  for (const name of new Set(data.keys())) {
    const joined = data
      .getAll(name)
      .filter((value): value is string => typeof value === 'string')
      .map((value) => value.trim())
      .filter((value) => value !== '')
      .join(',');
    values[name] = joined || undefined;
  }
  return values;
}

/**
 * The filters above a list: named fields with their URL values as defaults (give the form the
 * query's key, so that it shows the URL after every change), an Apply button, and Clear or other
 * actions when given. `onApply` gets the fields' values by name (filterValues).
 */
export function FilterForm({
  onApply,
  onClear,
  actions,
  search,
  children,
}: {
  onApply: (values: Record<string, string | undefined>) => void;
  onClear?: () => void;
  actions?: ReactNode;
  /** A search form (role search): its button says this instead of Apply. */
  search?: string;
  children: ReactNode;
}) {
  const t = useT();
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onApply(filterValues(event.currentTarget));
  }
  return (
    // A list's search is named by its button, so it differs from the top bar's search landmark (axe: landmark-unique).
    <form className="filters" {...(search ? { role: 'search', 'aria-label': search } : { 'aria-label': t('audit.filters') })} onSubmit={submit}>
      {children}
      <div className="actions">
        <button type="submit" className="primary">
          {search ?? t('audit.apply')}
        </button>
        {onClear && (
          <button
            type="button"
            onClick={(event) => {
              // What was typed goes too, even when the URL holds no filter (and so does not change).
              event.currentTarget.form?.reset();
              onClear();
            }}
          >
            {t('audit.clear')}
          </button>
        )}
        {actions}
      </div>
    </form>
  );
}

/** A text field of a filter form, labelled; give it a `name` and its URL value as `defaultValue`. */
export function TextFilter({ label, ...input }: InputHTMLAttributes<HTMLInputElement> & { label: string }) {
  return (
    <label className="field">
      <span>{label}</span>
      <input {...input} />
    </label>
  );
}

/**
 * The two ends of a range, fields named `from` and `to`: calendar days (`date`), or instants shown
 * in the browser's time zone (`instant`: the values are then local times, fromLocalInput makes them
 * instants again).
 */
export function DateRange({
  kind,
  from,
  to,
  fromLabel,
  toLabel,
}: {
  kind: 'date' | 'instant';
  from: string | undefined;
  to: string | undefined;
  fromLabel?: string;
  toLabel?: string;
}) {
  const t = useT();
  const type = kind === 'date' ? 'date' : 'datetime-local';
  const shown = (value: string | undefined) => (kind === 'date' ? (value ?? '') : toLocalInput(value ?? null));
  return (
    <>
      <label className="field">
        <span>{fromLabel ?? t('audit.from')}</span>
        <input type={type} name="from" defaultValue={shown(from)} />
      </label>
      <label className="field">
        <span>{toLabel ?? t('audit.to')}</span>
        <input type={type} name="to" defaultValue={shown(to)} />
      </label>
    </>
  );
}

/**
 * A list table's header row: each heading a column header (scope col), and with `actions` a last
 * column for the rows' buttons, named for screen readers only (`actionsLabel`, default "Actions").
 */
export function ListHead({ columns, actions = false, actionsLabel }: { columns: readonly ReactNode[]; actions?: boolean; actionsLabel?: string }) {
  const t = useT();
  return (
    <thead>
      <tr>
        {columns.map((column, index) => (
          <th key={index} scope="col">
            {column}
          </th>
        ))}
        {actions && (
          <th scope="col">
            <span className="visually-hidden">{actionsLabel ?? t('section.actions')}</span>
          </th>
        )}
      </tr>
    </thead>
  );
}

/** A row's last cell: its own actions (`children`), then Edit and Delete when given, each named for the row. */
export function RowActions({
  children,
  onEdit,
  editLabel,
  onRemove,
  removeLabel,
}: {
  children?: ReactNode;
  onEdit?: (() => void) | false | undefined;
  editLabel?: string;
  onRemove?: (() => void) | false | undefined;
  removeLabel?: string;
}) {
  const t = useT();
  return (
    <td className="row-actions">
      {children}
      {onEdit && (
        <button type="button" onClick={onEdit} aria-label={editLabel}>
          {t('section.edit')}
        </button>
      )}
      {onRemove && (
        <button type="button" onClick={onRemove} aria-label={removeLabel}>
          {t('section.delete')}
        </button>
      )}
    </td>
  );
}

/**
 * A list page's table over one page of items: the header row (ListHead), a row per item, the
 * pager below, and `empty` in place of the table when the page has no items.
 */
export function PagedTable<P extends { page: number; totalPages: number; items: readonly unknown[] }>({
  loaded,
  empty,
  onPage,
  testId,
  columns,
  actions,
  actionsLabel,
  row,
}: {
  loaded: Loaded<P>;
  empty?: ReactNode;
  onPage: (page: number) => void;
  testId?: string;
  columns: readonly ReactNode[];
  actions?: boolean;
  actionsLabel?: string;
  row: (item: P['items'][number]) => ReactNode;
}) {
  return (
    <PagedBlock loaded={loaded} empty={empty === undefined ? undefined : (data) => data.items.length === 0 && empty} onPage={onPage}>
      {(data) => (
        <table data-testid={testId}>
          <ListHead columns={columns} actions={actions} actionsLabel={actionsLabel} />
          <tbody>{data.items.map(row)}</tbody>
        </table>
      )}
    </PagedBlock>
  );
}
