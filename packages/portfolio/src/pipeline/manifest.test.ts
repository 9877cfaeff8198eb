import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { buildRebalanceSheet, type RebalanceInput } from '../engine/index.js';
import { portfolioCli } from '../cli.js';
import {
  ENGINE_STEPS,
  engineStep,
  REBALANCE_PIPELINE,
  REBALANCE_PIPELINE_FILE,
  topologicalOrder,
  validateManifest,
  type PipelineManifest,
  type PipelineStep,
} from './index.js';

const root = path.resolve(import.meta.dirname, '../../../..');
const step = (name: string, dependsOn: string[] = [], uses = 'check:something'): PipelineStep => ({
  name,
  dependsOn,
  uses,
  description: `Step ${name}.`,
});
const manifest = (steps: PipelineStep[], stepCount = steps.length): PipelineManifest => ({ pipeline: 'TEST_PIPELINE', stepCount, steps });

function errorsOf(data: unknown): string[] {
  const result = validateManifest(data);
  assert.equal(result.valid, false, 'the manifest was accepted');
  return result.valid ? [] : result.errors;
}

describe('release pipeline manifest', () => {
  test('rule 5: the shipped pipeline has the node build_rebalance_sheet and 63 steps', () => {
    const onDisk = JSON.parse(readFileSync(path.join(root, REBALANCE_PIPELINE_FILE), 'utf8'));
    assert.deepEqual(onDisk, REBALANCE_PIPELINE, 'the exported manifest is the file');
    const result = validateManifest(onDisk);
    assert.ok(result.valid, result.valid ? '' : result.errors.join('\n'));
    assert.equal(result.manifest.pipeline, 'REBALANCE_ENGINE_V1');
    assert.equal(result.manifest.stepCount, 63);
    assert.equal(result.manifest.steps.length, 63);
    assert.equal(result.order.length, 63);
    const node = result.manifest.steps.find((item) => item.name === 'build_rebalance_sheet');
    assert.ok(node, 'build_rebalance_sheet is a step');
    assert.equal(engineStep(node.uses), buildRebalanceSheet, "the step is the engine's sheet builder");
    // Every step runs after all it depends on.
    const at = new Map(result.order.map((name, index) => [name, index]));
    for (const item of result.manifest.steps) {
      for (const dependency of item.dependsOn) assert.ok(at.get(dependency)! < at.get(item.name)!, `${dependency} before ${item.name}`);
    }
  });

  test('golden: the engine reproduces the worked example sheet digit for digit', () => {
    const golden = JSON.parse(readFileSync(path.join(import.meta.dirname, 'golden/worked-example.json'), 'utf8'));
    assert.deepEqual(buildRebalanceSheet(golden.input as RebalanceInput), golden.sheet);
  });

  test('the topological order is stable: of the steps ready together, the one listed first goes first', () => {
    const steps = [step('d', ['b', 'c']), step('b', ['a']), step('c', ['a']), step('a'), step('e')];
    assert.deepEqual(topologicalOrder(steps), { order: ['a', 'b', 'c', 'd', 'e'] });
    const valid = [step('a'), step('x'), step('b', ['a']), step('y', ['x'])];
    assert.deepEqual(topologicalOrder(valid), { order: ['a', 'x', 'b', 'y'] }, 'an order that is already valid is kept');
  });

  test('duplicate names, missing dependencies and self-dependencies are reported', () => {
    const errors = errorsOf(manifest([step('a'), step('a'), step('b', ['nowhere']), step('c', ['c'])]));
    assert.ok(errors.includes('step name "a" is used more than once'), errors.join('\n'));
    assert.ok(errors.includes('step "b" depends on "nowhere", which is not a step'));
    assert.ok(errors.includes('step "c" depends on itself'));
  });

  test('a cycle is reported with its steps', () => {
    const errors = errorsOf(manifest([step('start'), step('a', ['start', 'c']), step('b', ['a']), step('c', ['b'])]));
    assert.equal(errors.length, 1);
    assert.match(errors[0]!, /^the steps form a cycle: /);
    const cycle = errors[0]!.replace('the steps form a cycle: ', '').split(' -> ');
    assert.equal(cycle[0], cycle.at(-1));
    assert.deepEqual(new Set(cycle), new Set(['a', 'b', 'c']));
  });

  test('the declared step count must equal the actual one', () => {
    assert.deepEqual(errorsOf(manifest([step('a'), step('b', ['a'])], 3)), ['stepCount says 3 but the manifest has 2 steps']);
    const shipped = structuredClone(REBALANCE_PIPELINE);
    shipped.steps.pop();
    assert.deepEqual(errorsOf(shipped), ['stepCount says 63 but the manifest has 62 steps']);
  });

  test('engine steps must name an engine function; the shape is checked', () => {
    const errors = errorsOf(manifest([step('a', [], 'engine:buildRebalanceSheetV2')]));
    assert.match(errors[0]!, /uses "engine:buildRebalanceSheetV2", which is not an engine function/);
    assert.ok(Object.keys(ENGINE_STEPS).includes('engine:buildRebalanceSheet'));
    const shape = errorsOf({ pipeline: 'X', stepCount: 1, steps: [{ name: 'Bad Name', dependsOn: 'a', uses: 'shell:ls' }], extra: 1 });
    for (const expected of ['steps[0].name', 'steps[0].dependsOn', 'steps[0].uses', 'steps[0].description', 'extra']) {
      assert.ok(shape.some((error) => error.startsWith(`${expected}:`)), `${expected} in ${shape.join(' | ')}`);
    }
  });
});

describe('portfolio CLI', () => {
  const capture = () => {
    const lines = { out: [] as string[], err: [] as string[] };
    return { lines, io: { out: (text: string) => lines.out.push(text), err: (text: string) => lines.err.push(text) } };
  };
  const dir = mkdtempSync(path.join(tmpdir(), 'portfolio-cli-'));

  test('validate-manifest prints the topological order of a valid manifest', async () => {
    const { lines, io } = capture();
    assert.equal(await portfolioCli(['validate-manifest', path.join(root, REBALANCE_PIPELINE_FILE)], io), 0);
    assert.equal(lines.out[0], 'Pipeline REBALANCE_ENGINE_V1: 63 steps, a valid DAG. Topological order:');
    assert.equal(lines.out.length, 64);
    assert.equal(lines.out[1], ' 1. checkout_release_tag');
    assert.ok(lines.out.includes('23. build_rebalance_sheet'));
  });

  test('validate-manifest lists the errors of an invalid manifest and exits 1', async () => {
    const file = path.join(dir, 'cyclic.json');
    writeFileSync(file, JSON.stringify(manifest([step('a', ['b']), step('b', ['a'])], 2)));
    const { lines, io } = capture();
    assert.equal(await portfolioCli(['validate-manifest', file], io), 1);
    assert.match(lines.err.join('\n'), /the steps form a cycle: (a -> b -> a|b -> a -> b)/);
    const notJson = path.join(dir, 'broken.json');
    writeFileSync(notJson, '{');
    assert.equal(await portfolioCli(['validate-manifest', notJson], capture().io), 1);
    assert.equal(await portfolioCli(['validate-manifest', path.join(dir, 'missing.json')], capture().io), 1);
  });

  test('wrong usage exits 2', async () => {
    for (const args of [[], ['validate-manifest'], ['constructor', 'x'], ['validate-manifest', 'a', 'b']]) {
      const { lines, io } = capture();
      assert.equal(await portfolioCli(args, io), 2, args.join(' '));
      assert.match(lines.err[0]!, /^Usage: npm run cli -- portfolio/);
    }
  });

  test('rebalance prints the sheet, or the bad rows', async () => {
    const golden = JSON.parse(readFileSync(path.join(import.meta.dirname, 'golden/worked-example.json'), 'utf8'));
    const input = path.join(dir, 'input.json');
    writeFileSync(input, JSON.stringify(golden.input));
    const ok = capture();
    assert.equal(await portfolioCli(['rebalance', input], ok.io), 0);
    assert.deepEqual(JSON.parse(ok.lines.out.join('\n')), golden.sheet);
    golden.input.snapshot.rows[1].quantity = 'abc';
    writeFileSync(input, JSON.stringify(golden.input));
    const bad = capture();
    assert.equal(await portfolioCli(['rebalance', input], bad.io), 1);
    assert.match(bad.lines.err.join('\n'), /snapshot\.rows\[1\]\.quantity: row 1 \(VTI\): quantity "abc" is not a decimal number/);
  });
});
