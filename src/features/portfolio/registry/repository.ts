import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.js';
import { ConflictError, NotFoundError } from '../../../shared/errors.js';
import { countRows, paginate, type Page, type PageRequest } from '../../../shared/paging.js';
import { SEED_FORMULAS } from './definitions.js';
import { canMove, FORMULA_STATUSES, INITIAL_STATUS, NEXT_STATUS, type FormulaStatus } from './lifecycle.js';
import { buildFormulaSchema, formulaSchemaId, type FormulaDefinition, type FormulaSchema } from './schema.js';

type Db = Kysely<Database>;

export interface FormulaSummary {
  formulaId: string;
  owner: string;
  status: FormulaStatus;
  schemaId: string;
  createdAt: string;
  updatedAt: string;
}

export interface StatusChange {
  fromStatus: FormulaStatus | null;
  toStatus: FormulaStatus;
  /** The user who made the change; null for the system (seeding at first start). */
  changedBy: number | null;
  changedAt: string;
  note: string | null;
}

export interface FormulaDetail extends FormulaSummary {
  definition: FormulaDefinition & { status: FormulaStatus };
  createdBy: number | null;
  history: StatusChange[];
}

const summaryColumns = ['formula_id', 'owner', 'status', 'created_at', 'updated_at'] as const;

function toSummary(row: { formula_id: string; owner: string; status: FormulaStatus; created_at: string; updated_at: string }): FormulaSummary {
  return {
    formulaId: row.formula_id,
    owner: row.owner,
    status: row.status,
    schemaId: formulaSchemaId(row.formula_id),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export async function listFormulas(db: Db, filter: PageRequest & { status?: FormulaStatus }): Promise<Page<FormulaSummary>> {
  let base = db.selectFrom('portfolio_formulas');
  if (filter.status) base = base.where('status', '=', filter.status);
  return paginate(
    filter,
    () => countRows(base),
    async (limit, offset) => (await base.select(summaryColumns).orderBy('formula_id').limit(limit).offset(offset).execute()).map(toSummary),
  );
}

export async function findFormula(db: Db, formulaId: string): Promise<FormulaDetail | null> {
  const row = await db
    .selectFrom('portfolio_formulas')
    .select(['id', ...summaryColumns, 'definition', 'created_by'])
    .where('formula_id', '=', formulaId)
    .executeTakeFirst();
  if (!row) return null;
  const history = await db
    .selectFrom('portfolio_formula_status_changes')
    .select(['from_status', 'to_status', 'changed_by', 'changed_at', 'note'])
    .where('formula_ref', '=', row.id)
    .orderBy('id')
    .execute();
  return {
    ...toSummary(row),
    // The stored record keeps the status it was registered with; the column is the current one.
    definition: { ...(JSON.parse(row.definition) as FormulaDefinition), status: row.status },
    createdBy: row.created_by,
    history: history.map((change) => ({
      fromStatus: change.from_status,
      toStatus: change.to_status,
      changedBy: change.changed_by,
      changedAt: change.changed_at,
      note: change.note,
    })),
  };
}

export async function findFormulaSchema(db: Db, formulaId: string): Promise<FormulaSchema | null> {
  const row = await db.selectFrom('portfolio_formulas').select('json_schema').where('formula_id', '=', formulaId).executeTakeFirst();
  return row ? (JSON.parse(row.json_schema) as FormulaSchema) : null;
}

/** The current status of a formula, or null when it is not registered. */
export async function formulaStatus(db: Db, formulaId: string): Promise<FormulaStatus | null> {
  const row = await db.selectFrom('portfolio_formulas').select('status').where('formula_id', '=', formulaId).executeTakeFirst();
  return row?.status ?? null;
}

/** The statuses a definition passes through to reach `status` from its registration as a draft. */
function pathTo(status: FormulaStatus): FormulaStatus[] {
  const path: FormulaStatus[] = [INITIAL_STATUS];
  while (path.at(-1) !== status) {
    const next = NEXT_STATUS[path.at(-1)!];
    if (!next) throw new RangeError(`status ${status} cannot be reached`);
    path.push(next);
  }
  return path;
}

/**
 * Inserts a definition and its history in one transaction: the registration (null -> draft) and,
 * for a seed that starts further along, each lifecycle step to its status. Returns false, writing
 * nothing, when the formula already exists (the unique formula_id decides, so concurrent callers
 * cannot both insert).
 */
async function insertFormula(db: Db, definition: FormulaDefinition, userId: number | null, note: string | null): Promise<boolean> {
  const status = definition.status as FormulaStatus;
  if (!FORMULA_STATUSES.includes(status)) throw new RangeError(`unknown status ${definition.status}`);
  const path = pathTo(status);
  const now = new Date().toISOString();
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('portfolio_formulas')
      .values({
        formula_id: definition.formula_id,
        owner: definition.owner,
        status,
        definition: JSON.stringify(definition),
        json_schema: JSON.stringify(buildFormulaSchema(definition)),
        created_by: userId,
        created_at: now,
        updated_at: now,
      })
      .onConflict((conflict) => conflict.column('formula_id').doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!inserted) return false;
    await trx
      .insertInto('portfolio_formula_status_changes')
      .values(
        path.map((to, index) => ({
          formula_ref: inserted.id,
          from_status: index === 0 ? null : path[index - 1]!,
          to_status: to,
          changed_by: userId,
          changed_at: now,
          note,
        })),
      )
      .execute();
    return true;
  });
}

/** Registers a new definition as a draft; 409 when its formula_id is taken. */
export async function registerFormula(db: Db, definition: FormulaDefinition, userId: number): Promise<void> {
  const inserted = await insertFormula(db, { ...definition, status: INITIAL_STATUS }, userId, null);
  if (!inserted) {
    throw new ConflictError(`Formula ${definition.formula_id} is already registered.`, 'formula_exists', {
      formulaId: definition.formula_id,
    });
  }
}

/**
 * Registers RS_MOMENTUM_V1 and REBALANCE_ENGINE_V1 unless they are there: safe to run at every
 * start and from several instances at once. Returns the identifiers it registered.
 */
export async function seedFormulas(db: Db): Promise<string[]> {
  const registered: string[] = [];
  for (const definition of SEED_FORMULAS) {
    if (await insertFormula(db, definition, null, 'registered at first start')) registered.push(definition.formula_id);
  }
  return registered;
}

/**
 * Moves a formula one step along its lifecycle and records who and when. Any other move, or a
 * change that lost a race with another one, is a 409.
 */
export async function changeFormulaStatus(
  db: Db,
  formulaId: string,
  change: { to: FormulaStatus; userId: number; note: string | null },
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('portfolio_formulas').select(['id', 'status']).where('formula_id', '=', formulaId).executeTakeFirst();
    if (!row) throw new NotFoundError('Formula', formulaId);
    if (!canMove(row.status, change.to)) {
      const next = NEXT_STATUS[row.status];
      throw new ConflictError(
        `A ${row.status} formula cannot become ${change.to}${next ? `; the next status is ${next}` : '; retired is final'}.`,
        'invalid_status_transition',
        { currentStatus: row.status, allowedStatus: next },
      );
    }
    const now = new Date().toISOString();
    // The status guard makes a concurrent change of the same formula lose instead of overwrite.
    const updated = await trx
      .updateTable('portfolio_formulas')
      .set({ status: change.to, updated_at: now })
      .where('id', '=', row.id)
      .where('status', '=', row.status)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) {
      throw new ConflictError(`Formula ${formulaId} was changed meanwhile; read it again.`, 'invalid_status_transition');
    }
    await trx
      .insertInto('portfolio_formula_status_changes')
      .values({ formula_ref: row.id, from_status: row.status, to_status: change.to, changed_by: change.userId, changed_at: now, note: change.note })
      .execute();
  });
}
