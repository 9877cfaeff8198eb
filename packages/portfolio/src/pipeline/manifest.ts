import { ajvFieldErrors } from '@taxdesk/ajv-errors';
import { createAjv2020 } from '../json-schema.js';
import { ENGINE_STEPS, engineStep } from './bindings.js';

/**
 * A release pipeline as data: named steps and what each depends on. `uses` says what a step is:
 * `engine:<function>` (bound to an engine function, see bindings.ts), `command:<shell command>`,
 * `data:<file>`, `check:<what is checked>` or `approval:<who signs off>`.
 */
export interface PipelineStep {
  name: string;
  dependsOn: string[];
  uses: string;
  description: string;
}

export interface PipelineManifest {
  pipeline: string;
  description?: string;
  /** The declared number of steps; must equal steps.length. */
  stepCount: number;
  steps: PipelineStep[];
}

export type ManifestCheck =
  | { valid: true; manifest: PipelineManifest; order: string[] }
  | { valid: false; errors: string[] };

const STEP_NAME = '^[a-z][a-z0-9_]{0,63}$';

/** The manifest format, as JSON Schema draft 2020-12. */
export const MANIFEST_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  $id: 'schema://portfolio/pipeline-manifest',
  title: 'Release pipeline manifest',
  type: 'object',
  required: ['pipeline', 'stepCount', 'steps'],
  additionalProperties: false,
  properties: {
    pipeline: { type: 'string', pattern: '^[A-Z][A-Z0-9_]{0,63}$' },
    description: { type: 'string', maxLength: 2000 },
    stepCount: { type: 'integer', minimum: 1, maximum: 10000 },
    steps: {
      type: 'array',
      minItems: 1,
      maxItems: 10000,
      items: {
        type: 'object',
        required: ['name', 'dependsOn', 'uses', 'description'],
        additionalProperties: false,
        properties: {
          name: { type: 'string', pattern: STEP_NAME },
          dependsOn: { type: 'array', items: { type: 'string', pattern: STEP_NAME }, uniqueItems: true },
          uses: { type: 'string', pattern: '^(engine|command|data|check|approval):\\S', maxLength: 500 },
          description: { type: 'string', minLength: 1, maxLength: 1000 },
        },
      },
    },
  },
} as const;

const validateShape = createAjv2020().compile(MANIFEST_SCHEMA);

/**
 * Topological order of the steps (Kahn's algorithm; among steps that are ready at the same time,
 * the one listed first in the manifest goes first, so the order is stable). Returns the steps on
 * one cycle instead when there is one. Assumes names are unique and dependencies exist.
 */
export function topologicalOrder(steps: readonly PipelineStep[]): { order: string[] } | { cycle: string[] } {
  const position = new Map(steps.map((step, index) => [step.name, index]));
  const waitingOn = new Map(steps.map((step) => [step.name, new Set(step.dependsOn).size]));
  const dependents = new Map<string, string[]>(steps.map((step) => [step.name, []]));
  for (const step of steps) for (const dependency of new Set(step.dependsOn)) dependents.get(dependency)!.push(step.name);

  const ready = steps.filter((step) => waitingOn.get(step.name) === 0).map((step) => step.name);
  const order: string[] = [];
  while (ready.length > 0) {
    ready.sort((a, b) => position.get(a)! - position.get(b)!);
    const name = ready.shift()!;
    order.push(name);
    for (const dependent of dependents.get(name)!) {
      const left = waitingOn.get(dependent)! - 1;
      waitingOn.set(dependent, left);
      if (left === 0) ready.push(dependent);
    }
  }
  if (order.length === steps.length) return { order };
  return { cycle: findCycle(steps, new Set(order)) };
}

/** One cycle among the steps that could not be ordered, as [a, b, ..., a]. */
function findCycle(steps: readonly PipelineStep[], ordered: ReadonlySet<string>): string[] {
  const byName = new Map(steps.map((step) => [step.name, step]));
  const stuck = steps.filter((step) => !ordered.has(step.name));
  // Every stuck step depends on another stuck step, so walking stuck dependencies must repeat.
  const path: string[] = [];
  const seen = new Map<string, number>();
  let current = stuck[0]!.name;
  while (!seen.has(current)) {
    seen.set(current, path.length);
    path.push(current);
    current = byName.get(current)!.dependsOn.find((dependency) => !ordered.has(dependency))!;
  }
  return [...path.slice(seen.get(current)), current];
}

/**
 * Checks a manifest: its shape, unique step names, dependencies that exist (and are not the step
 * itself), no cycles, the declared step count equal to the actual one, and every `engine:` step
 * bound to a known engine function. Returns the topological order when it is valid.
 */
export function validateManifest(data: unknown): ManifestCheck {
  if (!validateShape(data)) {
    const errors = Object.entries(ajvFieldErrors(validateShape.errors, '(manifest)')).map(
      ([path, messages]) => `${path}: ${messages.join('; ')}`,
    );
    return { valid: false, errors };
  }
  const manifest = data as unknown as PipelineManifest;
  const errors: string[] = [];

  const seen = new Set<string>();
  for (const step of manifest.steps) {
    if (seen.has(step.name)) errors.push(`step name "${step.name}" is used more than once`);
    seen.add(step.name);
  }
  for (const step of manifest.steps) {
    for (const dependency of step.dependsOn) {
      if (dependency === step.name) errors.push(`step "${step.name}" depends on itself`);
      else if (!seen.has(dependency)) errors.push(`step "${step.name}" depends on "${dependency}", which is not a step`);
    }
    if (step.uses.startsWith('engine:') && engineStep(step.uses) === null) {
      errors.push(`step "${step.name}" uses "${step.uses}", which is not an engine function (known: ${Object.keys(ENGINE_STEPS).join(', ')})`);
    }
  }
  if (manifest.stepCount !== manifest.steps.length) {
    errors.push(`stepCount says ${manifest.stepCount} but the manifest has ${manifest.steps.length} steps`);
  }
  if (errors.length > 0) return { valid: false, errors };

  const sorted = topologicalOrder(manifest.steps);
  if ('cycle' in sorted) return { valid: false, errors: [`the steps form a cycle: ${sorted.cycle.join(' -> ')}`] };
  return { valid: true, manifest, order: sorted.order };
}
