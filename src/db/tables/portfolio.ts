import type { Generated } from 'kysely';
import type { Instant } from './foundation.js';

export type FormulaStatusValue = 'draft' | 'active' | 'deprecated' | 'retired';

/** The formula registry: one row per formula definition (SPEC.md 2). */
export interface PortfolioFormulasTable {
  id: Generated<number>;
  /** The formula's identifier, e.g. RS_MOMENTUM_V1; unique. */
  formula_id: string;
  owner: string;
  status: FormulaStatusValue;
  /** The definition record as registered, JSON text; reads replace its status with the column. */
  definition: string;
  /** Its JSON Schema (draft 2020-12), JSON text, returned verbatim. */
  json_schema: string;
  /** Who registered it; null for the definitions seeded at first start. */
  created_by: number | null;
  created_at: Instant;
  updated_at: Instant;
}

/** Every lifecycle change of a formula: who moved it from which status to which, and when. */
export interface PortfolioFormulaStatusChangesTable {
  id: Generated<number>;
  formula_ref: number;
  /** null for the registration itself. */
  from_status: FormulaStatusValue | null;
  to_status: FormulaStatusValue;
  /** The user; null when the system did it (seeding at first start). */
  changed_by: number | null;
  changed_at: Instant;
  note: string | null;
}

export interface PortfolioTables {
  portfolio_formulas: PortfolioFormulasTable;
  portfolio_formula_status_changes: PortfolioFormulaStatusChangesTable;
}
