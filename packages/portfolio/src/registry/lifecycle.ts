/** A formula's lifecycle: draft -> active -> deprecated -> retired, one step at a time. */
export const FORMULA_STATUSES = ['draft', 'active', 'deprecated', 'retired'] as const;
export type FormulaStatus = (typeof FORMULA_STATUSES)[number];

/** The one status each status may move to (null: retired is final). */
export const NEXT_STATUS: Readonly<Record<FormulaStatus, FormulaStatus | null>> = {
  draft: 'active',
  active: 'deprecated',
  deprecated: 'retired',
  retired: null,
};

/** Whether a formula may move from one status to another; every other move is a conflict. */
export function canMove(from: FormulaStatus, to: FormulaStatus): boolean {
  return NEXT_STATUS[from] === to;
}

/** A new definition is registered as a draft. */
export const INITIAL_STATUS: FormulaStatus = 'draft';
