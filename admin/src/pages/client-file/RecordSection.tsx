import { useState, type MouseEvent, type ReactNode } from 'react';
import { useT } from '../../i18n/translate';
import { type FieldSpec, RecordForm } from '../../ui/RecordForm';
import { PagedBlock } from '../../ui/states';
import { useLoad } from '../../ui/useLoad';
import { ListHead, RowActions } from '../../ui/lists';

export interface PageOf<T> {
  items: T[];
  page: number;
  totalPages: number;
  totalCount: number;
}

export interface Column<T> {
  header: string;
  /** `rows`: the page's records, for a cell that refers to another row. */
  cell: (item: T, rows: readonly T[]) => ReactNode;
}

/** What a row action may do afterwards: reload the list, say what happened. */
export interface RowTools {
  reload: () => void;
  notify: (message: string) => void;
}

type Values = Record<string, unknown>;

/**
 * One kind of a client's records: a paged table, row actions, an edit form for the row being
 * edited and a create form, with the loading, empty and error states of every page.
 */
export function RecordSection<T extends { id: number }>(props: {
  title: string;
  /** The record's name in a sentence ("schedule", "일정"), from the catalog. */
  noun: string;
  /** The table's test id: `<testId>-list`. */
  testId: string;
  load: (page: number) => Promise<PageOf<T>>;
  columns: ReadonlyArray<Column<T>>;
  label: (item: T) => string;
  empty: string;
  fields?: readonly FieldSpec[];
  blank?: Values;
  create?: (body: Values) => Promise<unknown>;
  update?: (item: T, body: Values) => Promise<unknown>;
  remove?: (item: T) => Promise<unknown>;
  actions?: (item: T, tools: RowTools) => ReactNode;
  toolbar?: ReactNode;
  footer?: (page: PageOf<T>) => ReactNode;
}) {
  const t = useT();
  const [page, setPage] = useState(1);
  const list = useLoad(() => props.load(page), [page]);
  const [editing, setEditing] = useState<T>();
  const [notice, setNotice] = useState('');
  // Every button pressed in the section starts a new action: what the last one said is cleared
  // first (an "Added." must not stand beside "marked paid").
  const [actions, setActions] = useState(0);
  const startAction = (event: MouseEvent) => {
    if (!(event.target as HTMLElement).closest('button')) return;
    setNotice('');
    setActions((n) => n + 1);
  };
  const tools: RowTools = { reload: list.reload, notify: setNotice };
  const hasActions = Boolean(props.update || props.remove || props.actions);

  async function remove(item: T) {
    if (!props.remove || !window.confirm(t('section.deleteQuestion', { noun: props.noun, label: props.label(item) }))) return;
    try {
      await props.remove(item);
      setNotice(t('section.deleted', { noun: props.noun, label: props.label(item) }));
      if (editing?.id === item.id) setEditing(undefined);
    } catch (error) {
      setNotice(t('section.notDeleted', { reason: (error as Error).message }));
    }
    list.reload();
  }

  return (
    <section aria-label={props.title} onClickCapture={startAction}>
      <div className="heading">
        <h2>{props.title}</h2>
        {props.toolbar}
      </div>
      <p role="status" className="hint">
        {notice}
      </p>
      <PagedBlock loaded={list} empty={(r) => r.items.length === 0 && props.empty} onPage={setPage}>
        {(r) => (
          <>
            <table data-testid={`${props.testId}-list`}>
              <ListHead columns={props.columns.map((column) => column.header)} actions={hasActions} />
              <tbody>
                {r.items.map((item) => (
                  <tr key={item.id}>
                    {props.columns.map((column) => (
                      <td key={column.header}>{column.cell(item, r.items)}</td>
                    ))}
                    {hasActions && (
                      <RowActions
                        onEdit={!!props.update && (() => setEditing(item))}
                        editLabel={t('section.editLabel', { noun: props.noun, label: props.label(item) })}
                        onRemove={!!props.remove && (() => void remove(item))}
                        removeLabel={t('section.deleteLabel', { noun: props.noun, label: props.label(item) })}
                      >
                        {props.actions?.(item, tools)}
                      </RowActions>
                    )}
                  </tr>
                ))}
              </tbody>
            </table>
            {props.footer?.(r)}
          </>
        )}
      </PagedBlock>
      {editing && props.update && props.fields && (
        <RecordForm
          key={editing.id}
          title={t('section.editLabel', { noun: props.noun, label: props.label(editing) })}
          fields={props.fields}
          record={editing}
          submitLabel={t('section.save', { noun: props.noun })}
          editing
          clearSignal={actions}
          onSubmit={async (body) => {
            await props.update!(editing, body);
            list.reload();
          }}
          onCancel={() => setEditing(undefined)}
        />
      )}
      {props.create && props.fields && (
        <RecordForm
          title={t('section.add', { noun: props.noun })}
          fields={props.fields}
          record={props.blank ?? EMPTY}
          submitLabel={t('section.add', { noun: props.noun })}
          clearSignal={actions}
          onSubmit={async (body) => {
            await props.create!(body);
            list.reload();
          }}
        />
      )}
    </section>
  );
}

const EMPTY: Values = {};
