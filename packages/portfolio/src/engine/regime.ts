import type { InputErrors } from './input-errors.js';
import type { MacroInput, RegimeSource } from './types.js';

/** The regime used when the macro object names none (docs/portfolio.md, "Market regime"). */
export const DEFAULT_REGIME = 'NEUTRAL';

export interface ResolvedRegime {
  regime: string;
  source: RegimeSource;
}

/**
 * The market regime, read from macro.REGIME_PRELIM first (SPEC 1.2): the preliminary reading is
 * the freshest one. When it is absent, null or blank, the confirmed macro.REGIME is used, and when
 * that is missing too, DEFAULT_REGIME. A value that is present but not a string is an input error,
 * never silently skipped.
 */
export function resolveRegime(macro: MacroInput | undefined, errors: InputErrors): ResolvedRegime {
  const candidates: Array<[key: 'REGIME_PRELIM' | 'REGIME', source: RegimeSource]> = [
    ['REGIME_PRELIM', 'macro.REGIME_PRELIM'],
    ['REGIME', 'macro.REGIME'],
  ];
  if (macro !== undefined && (macro === null || typeof macro !== 'object' || Array.isArray(macro))) {
    errors.add('macro', 'macro must be an object');
    return { regime: DEFAULT_REGIME, source: 'default' };
  }
  for (const [key, source] of candidates) {
    const value = macro?.[key];
    if (value === undefined || value === null) continue;
    if (typeof value !== 'string') {
      errors.add(source, `${source} must be a string naming a regime`);
      return { regime: DEFAULT_REGIME, source: 'default' };
    }
    const regime = value.trim();
    if (regime) return { regime, source };
  }
  return { regime: DEFAULT_REGIME, source: 'default' };
}
