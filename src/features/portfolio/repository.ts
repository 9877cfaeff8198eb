import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { readJson, writeJson } from '../../db/sql-helpers.js';
import type { PortfolioFormulaStatusChangesTable, PortfolioFormulasTable } from '../../db/tables/portfolio.js';
import { pageOf, type Page, type PageRequest } from '../../shared/paging.js';
import { buildFormulaSchema, formulaSchemaId, type FormulaDefinition, type FormulaSchema, type FormulaStatus } from '@taxdesk/portfolio';
import { changedOneRow } from '../../db/records.js';

type Db = Kysely<Database>;
type FormulaRow = Selectable<PortfolioFormulasTable>;
type StatusChangeRow = Selectable<PortfolioFormulaStatusChangesTable>;

const summaryColumns = ['formula_id', 'owner', 'status', 'created_at', 'updated_at'] as const;
const changeColumns = ['from_status', 'to_status', 'changed_by', 'changed_at', 'note'] as const;

function toSummary(row: Pick<FormulaRow, (typeof summaryColumns)[number]>) {
  return {
    formulaId: row.formula_id,
    owner: row.owner,
    status: row.status,
    schemaId: formulaSchemaId(row.formula_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

function toStatusChange(row: Pick<StatusChangeRow, (typeof changeColumns)[number]>) {
  return {
    fromStatus: row.from_status,
    toStatus: row.to_status,
    /** The user; null for the system (seeding at first start). */
    changedBy: row.changed_by,
    changedAt: row.changed_at,
    note: row.note,
  };
}

export type FormulaSummary = ReturnType<typeof toSummary>;
export type StatusChange = ReturnType<typeof toStatusChange>;
export type FormulaDetail = FormulaSummary & {
  definition: FormulaDefinition & { status: FormulaStatus };
  createdBy: number | null;
  history: StatusChange[];
};

export async function listFormulaPage(db: Db, filter: PageRequest & { status?: FormulaStatus }): Promise<Page<FormulaSummary>> {
  let base = db.selectFrom('portfolio_formulas');
  if (filter.status) base = base.where('status', '=', filter.status);
  return pageOf(base.select(summaryColumns).orderBy('formula_id'), filter, toSummary);
}

export async function findFormula(db: Db, formulaId: string): Promise<FormulaDetail | null> {
  const row = await db
    .selectFrom('portfolio_formulas')
    .select(['id', ...summaryColumns, 'definition', 'created_by'])
    .where('formula_id', '=', formulaId)
    .executeTakeFirst();
  if (!row) return null;
  const history = await db.selectFrom('portfolio_formula_status_changes').select(changeColumns).where('formula_ref', '=', row.id).orderBy('id').execute();
  return {
    ...toSummary(row),
    // The stored record keeps the status it was registered with; the column is the current one.
    definition: { ...readJson<FormulaDefinition>(row.definition), status: row.status },
    createdBy: row.created_by,
    history: history.map(toStatusChange),
  };
}

export async function findFormulaSchema(db: Db, formulaId: string): Promise<FormulaSchema | null> {
  const row = await db.selectFrom('portfolio_formulas').select('json_schema').where('formula_id', '=', formulaId).executeTakeFirst();
  return row ? readJson<FormulaSchema>(row.json_schema) : null;
}

/** The row id and current status of a formula, or null when it is not registered. */
export async function findFormulaState(db: Db, formulaId: string): Promise<{ id: number; status: FormulaStatus } | null> {
  const row = await db.selectFrom('portfolio_formulas').select(['id', 'status']).where('formula_id', '=', formulaId).executeTakeFirst();
  return row ?? null;
}

/**
 * Inserts a definition with its JSON Schema; null, writing nothing, when the formula_id is taken
 * (the unique column decides, so concurrent callers cannot both insert).
 */
export async function insertFormula(
  db: Db,
  definition: FormulaDefinition & { status: FormulaStatus },
  createdBy: number | null,
  now: string,
): Promise<number | null> {
  const inserted = await db
    .insertInto('portfolio_formulas')
    .values({
      formula_id: definition.formula_id,
      owner: definition.owner,
      status: definition.status,
      definition: writeJson(definition),
      json_schema: writeJson(buildFormulaSchema(definition)),
      created_by: createdBy,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('formula_id').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted?.id ?? null;
}

/** Moves a formula from one status to another; false when its status is no longer `from`. */
export async function updateFormulaStatus(db: Db, id: number, from: FormulaStatus, to: FormulaStatus, now: string): Promise<boolean> {
  const updated = await db
    .updateTable('portfolio_formulas')
    .set({ status: to, updated_at: now })
    .where('id', '=', id)
    .where('status', '=', from)
    .executeTakeFirst();
  return changedOneRow(updated);
}

export async function insertStatusChanges(db: Db, changes: Insertable<PortfolioFormulaStatusChangesTable>[]): Promise<void> {
  await db.insertInto('portfolio_formula_status_changes').values(changes).execute();
}
