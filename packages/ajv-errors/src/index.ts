/**
 * ajv's issues as the `errors` member of a problem (field path -> messages). One mapping for the
 * server's request validation (src/shared/http/problem.ts) and the portfolio package's schemas
 * (formula definitions, pipeline manifests), so a path or a message reads the same from both.
 * Typed structurally: no dependency on ajv itself.
 */

/** The members of an ajv `ErrorObject` the mapping reads. */
export interface AjvIssue {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
}

export type FieldErrors = Record<string, string[]>;

/** '/entries/3/message' -> 'entries[3].message' (JSON Pointer escapes undone). */
export function fieldPath(instancePath: string): string {
  return instancePath
    .split('/')
    .slice(1)
    .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
    .reduce((path, segment) => (/^\d+$/.test(segment) ? `${path}[${segment}]` : path ? `${path}.${segment}` : segment), '');
}

/**
 * The field an issue names: a missing or unknown property is the field itself, not the object
 * holding it; an issue about the whole document is `root` ('body', 'query', 'definition').
 */
export function issueField(issue: AjvIssue, root: string): string {
  let path = fieldPath(issue.instancePath);
  if (issue.keyword === 'required') path = [path, String(issue.params.missingProperty)].filter(Boolean).join('.');
  else if (issue.keyword === 'additionalProperties') path = [path, String(issue.params.additionalProperty)].filter(Boolean).join('.');
  return path || root;
}

/** The English fragment for one issue ("is required", 'must be "RS_MOMENTUM_V1"'); else ajv's own words. */
export function issueMessage(issue: AjvIssue): string {
  switch (issue.keyword) {
    case 'required':
      return 'is required';
    case 'additionalProperties':
      return 'is not a known field';
    case 'const':
      return `must be ${JSON.stringify(issue.params.allowedValue)}`;
    case 'enum':
      return `must be one of: ${(issue.params.allowedValues as unknown[]).join(', ')}`;
    default:
      return issue.message ?? 'is invalid';
  }
}

/**
 * Field path -> messages, each message once per field. `messageOf` lets a caller word some issues
 * its own way (the server's pattern and format sentences) and fall back to issueMessage.
 */
export function ajvFieldErrors(
  issues: readonly AjvIssue[] | null | undefined,
  root: string,
  messageOf: (issue: AjvIssue) => string = issueMessage,
): FieldErrors {
  // Field names come from the input: `toString` or `__proto__` must not meet inherited members.
  const errors = Object.create(null) as FieldErrors;
  for (const issue of issues ?? []) {
    const list = (errors[issueField(issue, root)] ??= []);
    const message = messageOf(issue);
    if (!list.includes(message)) list.push(message);
  }
  return errors;
}
