import { buildRebalanceSheet, mergeSplitRows, parseSnapshot, parseTargets, resolveRegime } from '../engine/index.js';

/**
 * What an `engine:<function>` step of a manifest runs. The shipped manifest's
 * build_rebalance_sheet step is `engine:buildRebalanceSheet`: the engine's sheet builder itself.
 */
export const ENGINE_STEPS = {
  'engine:parseSnapshot': parseSnapshot,
  'engine:mergeSplitRows': mergeSplitRows,
  'engine:resolveRegime': resolveRegime,
  'engine:parseTargets': parseTargets,
  'engine:buildRebalanceSheet': buildRebalanceSheet,
} as const;

export type EngineStepName = keyof typeof ENGINE_STEPS;

/** The engine function an `engine:` step is bound to, or null for any other kind of step. */
export function engineStep(uses: string): (typeof ENGINE_STEPS)[EngineStepName] | null {
  return Object.hasOwn(ENGINE_STEPS, uses) ? ENGINE_STEPS[uses as EngineStepName] : null;
}
