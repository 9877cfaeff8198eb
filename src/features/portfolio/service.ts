import { changedFields } from '../../shared/audit/changes.js';
import { recordAudit } from '../../shared/audit/record.js';
import { nowIso, type ServiceContext } from '../../shared/context.js';
import { ConflictError, NotFoundError, ValidationError } from '../../shared/errors.js';
import {
  buildFormulaSchema,
  buildRebalanceSheet,
  ENGINE_ID,
  RebalanceInputError,
  canMove,
  FORMULA_STATUSES,
  INITIAL_STATUS,
  NEXT_STATUS,
  SEED_FORMULAS,
  validateDefinition,
  type FormulaDefinition,
  type FormulaStatus,
  type RebalanceInput,
  type RebalanceSheet,
} from '@taxdesk/portfolio';
import { findFormula, findFormulaState, insertFormula, insertStatusChanges, updateFormulaStatus, type FormulaDetail } from './repository.js';

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
 * Inserts a definition and its history: the registration (null -> draft) and, for a seed that
 * starts further along, each lifecycle step to its status. Null, writing nothing, when the formula
 * already exists.
 */
async function insertWithHistory(
  db: ServiceContext['db'],
  definition: FormulaDefinition,
  userId: number | null,
  note: string | null,
  now: string,
): Promise<number | null> {
  const status = definition.status as FormulaStatus;
  if (!FORMULA_STATUSES.includes(status)) throw new RangeError(`unknown status ${definition.status}`);
  const id = await insertFormula(db, { ...definition, status }, userId, now);
  if (id === null) return null;
  const path = pathTo(status);
  await insertStatusChanges(
    db,
    path.map((to, index) => ({ formula_ref: id, from_status: index === 0 ? null : path[index - 1]!, to_status: to, changed_by: userId, changed_at: now, note })),
  );
  return id;
}

/** Registers a new definition as a draft, validated against its own schema; 409 when its formula_id is taken. */
export async function registerFormula(ctx: ServiceContext, definition: FormulaDefinition): Promise<FormulaDetail> {
  if (definition.status !== INITIAL_STATUS) {
    throw ValidationError.field('status', `must be "${INITIAL_STATUS}": a formula is registered as a draft`, 'formula_not_draft');
  }
  const check = validateDefinition(definition, buildFormulaSchema(definition));
  if (!check.valid) throw new ValidationError(check.errors, 'The definition does not match its schema.', 'formula_definition_invalid');
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    if ((await insertWithHistory(trx, definition, ctx.actor.userId, null, now)) === null) {
      throw new ConflictError(`Formula ${definition.formula_id} is already registered.`, 'formula_exists', { formulaId: definition.formula_id });
    }
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'formula.register',
      recordType: 'formula',
      recordId: definition.formula_id,
      changes: changedFields(null, { ...definition }),
    });
    return (await findFormula(trx, definition.formula_id))!;
  });
}

/**
 * Moves a formula one step along its lifecycle and records who and when. Any other move, or a
 * change that lost a race with another one, is a 409.
 */
export async function changeFormulaStatus(ctx: ServiceContext, formulaId: string, change: { to: FormulaStatus; note: string | null }): Promise<FormulaDetail> {
  const now = nowIso(ctx);
  return ctx.db.transaction().execute(async (trx) => {
    const row = await findFormulaState(trx, formulaId);
    if (!row) throw new NotFoundError('Formula', formulaId);
    if (!canMove(row.status, change.to)) {
      const next = NEXT_STATUS[row.status];
      throw new ConflictError(
        `A ${row.status} formula cannot become ${change.to}${next ? `; the next status is ${next}` : '; retired is final'}.`,
        'invalid_status_transition',
        { currentStatus: row.status, allowedStatus: next },
      );
    }
    // The status guard makes a concurrent change of the same formula lose instead of overwrite.
    if (!(await updateFormulaStatus(trx, row.id, row.status, change.to, now))) {
      throw new ConflictError(`Formula ${formulaId} was changed meanwhile; read it again.`, 'invalid_status_transition');
    }
    await insertStatusChanges(trx, [
      { formula_ref: row.id, from_status: row.status, to_status: change.to, changed_by: ctx.actor.userId, changed_at: now, note: change.note },
    ]);
    await recordAudit(trx, ctx.actor, {
      at: now,
      operation: 'formula.status',
      recordType: 'formula',
      recordId: formulaId,
      changes: changedFields({ status: row.status }, { status: change.to }),
    });
    return (await findFormula(trx, formulaId))!;
  });
}

/**
 * Registers RS_MOMENTUM_V1 and REBALANCE_ENGINE_V1 unless they are there: safe to run at every
 * start and from several instances at once. Returns the identifiers it registered. The system
 * does it, not a user, so it leaves no audit entry.
 */
export async function seedFormulas(ctx: Pick<ServiceContext, 'db' | 'clock'>): Promise<string[]> {
  const registered: string[] = [];
  const now = nowIso(ctx);
  for (const definition of SEED_FORMULAS) {
    const id = await ctx.db.transaction().execute((trx) => insertWithHistory(trx, definition, null, 'registered at first start', now));
    if (id !== null) registered.push(definition.formula_id);
  }
  return registered;
}

/** Builds a rebalance sheet; the registry governs the engine, so a retired one produces none. */
export async function rebalance(ctx: ServiceContext, input: RebalanceInput): Promise<RebalanceSheet> {
  if ((await findFormulaState(ctx.db, ENGINE_ID))?.status === 'retired') {
    throw new ConflictError(`${ENGINE_ID} is retired in the formula registry.`, 'formula_retired');
  }
  try {
    return buildRebalanceSheet(input);
  } catch (error) {
    // The package knows no problem+json: its refusal, every bad field named, becomes the 400.
    if (error instanceof RebalanceInputError) throw new ValidationError(error.errors, error.message, error.code);
    throw error;
  }
}
