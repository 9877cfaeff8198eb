import { Decimal, parseDecimal } from './decimal.js';
import type { InputErrors } from './input-errors.js';
import { normalizeSymbol } from './snapshot.js';
import type { TargetsInput } from './types.js';

/** Target weight of each symbol, per regime. */
export type TargetWeights = Map<string, Map<string, Decimal>>;

const REGIME_NAME = /^[^\s\u0000-\u001f\u007f]{1,64}$/;
const ONE = new Decimal(1);

/**
 * Parses every regime's weights: exact decimals from 0 to 1 whose sum is at most 1 (the rest is
 * cash). All regimes are checked, not only the one in force, so bad data surfaces at once.
 */
export function parseTargets(targets: TargetsInput, errors: InputErrors): TargetWeights {
  const parsed: TargetWeights = new Map();
  if (!targets || typeof targets !== 'object' || Array.isArray(targets)) {
    errors.add('targets', 'targets must map each regime to { symbol: weight }');
    return parsed;
  }
  for (const [regime, weights] of Object.entries(targets)) {
    const path = `targets.${regime}`;
    if (!REGIME_NAME.test(regime)) {
      errors.add(path, `regime name ${JSON.stringify(regime)} must be 1-64 characters without spaces`);
      continue;
    }
    if (!weights || typeof weights !== 'object' || Array.isArray(weights)) {
      errors.add(path, `regime ${regime} must map symbols to weights`);
      continue;
    }
    const regimeWeights = new Map<string, Decimal>();
    let sum = new Decimal(0);
    for (const [key, value] of Object.entries(weights)) {
      const symbol = normalizeSymbol(key);
      if (symbol === null) {
        errors.add(`${path}.${key}`, `symbol ${JSON.stringify(key)} must be 1-32 characters without spaces`);
        continue;
      }
      if (regimeWeights.has(symbol)) {
        errors.add(`${path}.${key}`, `symbol ${symbol} is listed twice in regime ${regime}`);
        continue;
      }
      const weight = parseDecimal(value);
      if (typeof weight === 'string') {
        errors.add(`${path}.${key}`, `target weight of ${symbol} ${weight}`);
      } else if (weight.lt(0) || weight.gt(ONE)) {
        errors.add(`${path}.${key}`, `target weight of ${symbol} must be between 0 and 1`);
      } else {
        regimeWeights.set(symbol, weight);
        sum = sum.plus(weight);
      }
    }
    if (sum.gt(ONE)) errors.add(path, `target weights of regime ${regime} add up to ${sum.toFixed()}, more than 1`);
    parsed.set(regime, regimeWeights);
  }
  return parsed;
}
