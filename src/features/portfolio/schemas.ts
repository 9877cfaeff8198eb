import { Type } from 'typebox';
import { Instant, PageQueryFields, Paginated, SingleLine, Strict } from '../../shared/http/schemas.js';
import { FORMULA_ID_PATTERN } from '@taxdesk/portfolio';

export const PORTFOLIO_TAG = 'Portfolio';
export const FORMULAS_TAG = 'Formula registry';

// ---- Rebalancing ----------------------------------------------------------------------------

const DecimalValue = Type.Union([Type.String({ maxLength: 64 }), Type.Number()], {
  description: 'An exact decimal. Send a string ("0.5", "12.000001", "1e-3"); a JSON number is taken only up to 15 significant digits.',
  examples: ['12.000001'],
});

const SnapshotRow = Strict({
  symbol: Type.String({ maxLength: 64, description: '1-32 characters without spaces; rows of one symbol are merged.' }),
  quantity: DecimalValue,
  availableQuantity: DecimalValue,
  price: DecimalValue,
});

export const RebalanceRequest = Strict({
  snapshot: Strict({
    rows: Type.Array(SnapshotRow, { maxItems: 10_000, description: 'Broker rows; one symbol may be split over several rows.' }),
    cash: Type.Optional(DecimalValue),
  }),
  macro: Type.Optional(
    Type.Record(Type.String(), Type.Unknown(), {
      maxProperties: 200,
      description: 'Market readings. The regime is macro.REGIME_PRELIM, else macro.REGIME, else NEUTRAL.',
    }),
  ),
  targets: Type.Record(Type.String({ maxLength: 64 }), Type.Record(Type.String({ maxLength: 64 }), DecimalValue, { maxProperties: 1000 }), {
    minProperties: 1,
    maxProperties: 50,
    description: 'Per regime, the target weight (0..1) of each symbol; a regime\'s weights add up to at most 1.',
  }),
  options: Type.Optional(
    Strict({
      quantityScale: Type.Optional(Type.Integer({ minimum: 0, maximum: 12, description: 'Decimal places of order quantities (default 6).' })),
      tolerance: Type.Optional(DecimalValue),
    }),
  ),
});

const DecimalText = Type.String({ description: 'An exact decimal in plain notation.' });

const SheetRow = Type.Object({
  symbol: Type.String(),
  mergedRows: Type.Integer({ description: 'Snapshot rows merged into this position.' }),
  heldQuantity: DecimalText,
  availableQuantity: DecimalText,
  price: Type.Union([DecimalText, Type.Null()]),
  marketValue: DecimalText,
  currentWeight: DecimalText,
  targetWeight: DecimalText,
  orderQuantity: Type.String({ description: 'Signed: positive buys, negative sells (never more than availableQuantity).' }),
  orderValue: DecimalText,
  signal: Type.Union(
    [Type.Literal('BUY'), Type.Literal('SELL_READY'), Type.Literal('SELL_BLOCKED'), Type.Literal('HOLD'), Type.Literal('WATCH_EXIT_SIGNAL')],
    { description: 'BUY, SELL_READY, SELL_BLOCKED, HOLD, or WATCH_EXIT_SIGNAL for a symbol that is not held (docs/portfolio.md).' },
  ),
});

export const RebalanceSheet = Type.Object(
  {
    engine: Type.Literal('REBALANCE_ENGINE_V1'),
    regime: Type.String(),
    regimeSource: Type.Union([Type.Literal('macro.REGIME_PRELIM'), Type.Literal('macro.REGIME'), Type.Literal('default')]),
    quantityScale: Type.Integer(),
    tolerance: DecimalText,
    totals: Type.Object({
      marketValue: DecimalText,
      cash: DecimalText,
      totalValue: DecimalText,
      sellValue: DecimalText,
      buyValue: DecimalText,
      cashAfter: DecimalText,
    }),
    rows: Type.Array(SheetRow),
  },
  { description: 'A rebalance sheet: one row per symbol held or targeted, sorted by symbol.' },
);

// ---- Formula registry -----------------------------------------------------------------------

export const FormulaStatus = Type.Union(
  [Type.Literal('draft'), Type.Literal('active'), Type.Literal('deprecated'), Type.Literal('retired')],
  { description: 'Lifecycle: draft -> active -> deprecated -> retired.' },
);

export const FormulaIdParams = Strict({
  formulaId: Type.String({ pattern: FORMULA_ID_PATTERN, description: 'A formula identifier, e.g. RS_MOMENTUM_V1.' }),
});

const Names = Type.Array(SingleLine({ minLength: 1, maxLength: 100 }), { maxItems: 100 });

/** SPEC.md 2's definition record; its field names are SPEC's own (snake_case). */
export const FormulaDefinition = Strict(
  {
    formula_id: Type.String({ pattern: FORMULA_ID_PATTERN, description: 'The formula\'s identifier; a const in its schema.' }),
    owner: SingleLine({ minLength: 1, maxLength: 100 }),
    status: FormulaStatus,
    inputs: Names,
    outputs: Names,
    x_formula_inputs: Type.Optional(Names),
    x_formula_outputs: Type.Optional(Type.Array(Type.Unknown(), { maxItems: 100 })),
  },
  { description: 'A formula definition record (schema://formula/<formula_id>). Registered as draft.' },
);

const FormulaSummaryFields = {
  formulaId: Type.String(),
  owner: Type.String(),
  status: FormulaStatus,
  schemaId: Type.String({ description: 'schema://formula/<formulaId>' }),
  createdAt: Instant,
  updatedAt: Instant,
};

export const FormulaSummary = Type.Object(FormulaSummaryFields);

const StatusChange = Type.Object({
  fromStatus: Type.Union([FormulaStatus, Type.Null()], { description: 'null for the registration.' }),
  toStatus: FormulaStatus,
  changedBy: Type.Union([Type.Integer(), Type.Null()], { description: 'User id; null when seeded at first start.' }),
  changedAt: Instant,
  note: Type.Union([Type.String(), Type.Null()]),
});

export const FormulaDetail = Type.Object({
  ...FormulaSummaryFields,
  createdBy: Type.Union([Type.Integer(), Type.Null()]),
  definition: FormulaDefinition,
  history: Type.Array(StatusChange, { description: 'Every lifecycle change, oldest first.' }),
});

export const FormulaListQuery = Strict({ ...PageQueryFields, status: Type.Optional(FormulaStatus) });
export const FormulaPage = Paginated(FormulaSummary, 'PaginatedResponse<FormulaSummary>');

export const StatusChangeRequest = Strict({
  status: FormulaStatus,
  note: Type.Optional(SingleLine({ maxLength: 500 })),
});

export const FormulaJsonSchema = Type.Object(
  {},
  { additionalProperties: true, description: 'The formula\'s JSON Schema (draft 2020-12), $id schema://formula/<formulaId>.' },
);
