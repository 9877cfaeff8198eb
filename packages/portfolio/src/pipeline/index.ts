/** The release pipeline as data: manifest checks and the shipped manifest. Pure, no I/O. */
import shipped from './rebalance-engine-v1.pipeline.json' with { type: 'json' };
import type { PipelineManifest } from './manifest.js';

export { ENGINE_STEPS, engineStep, type EngineStepName } from './bindings.js';
export { MANIFEST_SCHEMA, topologicalOrder, validateManifest, type ManifestCheck, type PipelineManifest, type PipelineStep } from './manifest.js';

/** The shipped manifest of REBALANCE_ENGINE_V1's release pipeline (63 steps, SPEC.md 1.5). */
export const REBALANCE_PIPELINE: PipelineManifest = shipped;
/** Where that manifest lives, relative to the repository root (for the CLI and the docs). */
export const REBALANCE_PIPELINE_FILE = 'packages/portfolio/src/pipeline/rebalance-engine-v1.pipeline.json';
