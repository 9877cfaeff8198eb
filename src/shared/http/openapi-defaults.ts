/**
 * A request input the server fills in when it is left out (a `default`: page, pageSize, sort, a
 * body's isPaid) is optional to the caller, whatever TypeBox's static type says. The document marks
 * it so, or generated clients (openapi-typescript) would demand every page and sort on every call.
 * Responses are left alone: there a field with a default is always present.
 */
type Json = Record<string, unknown>;


function withoutDefaultedRequired(schema: unknown): void {
  if (schema === null || typeof schema !== 'object') return;
  const node = schema as Json;
  const properties = node.properties as Record<string, Json> | undefined;
  if (properties && Array.isArray(node.required)) {
    node.required = (node.required as string[]).filter((name) => properties[name]?.default === undefined);
    if ((node.required as string[]).length === 0) delete node.required;
  }
}

export function defaultsOptional<T extends { paths?: object }>(document: T): T {
  for (const operations of Object.values(document.paths ?? {}) as (Json | undefined)[]) {
    for (const operation of Object.values(operations ?? {})) {
      if (operation === null || typeof operation !== 'object') continue;
      const { parameters, requestBody } = operation as { parameters?: Json[]; requestBody?: { content?: Record<string, { schema?: unknown }> } };
      for (const parameter of parameters ?? []) {
        if (parameter.in !== 'path' && (parameter.schema as Json | undefined)?.default !== undefined) parameter.required = false;
      }
      for (const media of Object.values(requestBody?.content ?? {})) withoutDefaultedRequired(media.schema);
    }
  }
  return document;
}
