import { Ajv2020, type ErrorObject, type KeywordDefinition } from 'ajv/dist/2020.js';

/** A JSON Schema draft 2020-12 validator (ajv's 2020 build), strict, reporting every error. */
export function createAjv2020(keywords: KeywordDefinition[] = []): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  for (const keyword of keywords) ajv.addKeyword(keyword);
  return ajv;
}

/** '/steps/3/dependsOn' -> 'steps[3].dependsOn' */
function dottedPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

/** ajv errors as field path -> messages (the shape of a problem's `errors`). */
export function fieldErrors(issues: readonly ErrorObject[] | null | undefined, root: string): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues ?? []) {
    let path = dottedPath(issue.instancePath);
    let message = issue.message ?? 'is invalid';
    if (issue.keyword === 'required') {
      path = [path, String(issue.params.missingProperty)].filter(Boolean).join('.');
      message = 'is required';
    } else if (issue.keyword === 'additionalProperties') {
      path = [path, String(issue.params.additionalProperty)].filter(Boolean).join('.');
      message = 'is not a known field';
    } else if (issue.keyword === 'const') {
      message = `must be ${JSON.stringify(issue.params.allowedValue)}`;
    }
    const key = path || root;
    const list = (errors[key] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
