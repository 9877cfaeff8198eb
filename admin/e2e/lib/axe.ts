import fs from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const AXE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

export interface Violation {
  id: string;
  help: string;
  nodes: Array<{ target: string[] }>;
}

/** axe-core's findings on the page as it is now: WCAG 2.1 A and AA and the best practices. */
export async function axeViolations(page: Page): Promise<Violation[]> {
  await page.evaluate(AXE);
  return page.evaluate(async () => {
    const { axe, document } = globalThis as unknown as { axe: { run(context: unknown, options: unknown): Promise<{ violations: Violation[] }> }; document: unknown };
    const result = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] } });
    return result.violations.map((found) => ({ id: found.id, help: found.help, nodes: found.nodes.map((node) => ({ target: node.target })) }));
  });
}

/** One line per violation, naming where it was found: what a test lists when the list is not empty. */
export function describeViolations(where: string, violations: Violation[]): string[] {
  return violations.map((violation) => `${where}: ${violation.id} (${violation.help}) at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}
