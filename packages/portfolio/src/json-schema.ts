import { Ajv2020, type KeywordDefinition } from 'ajv/dist/2020.js';

/** A JSON Schema draft 2020-12 validator (ajv's 2020 build), strict, reporting every error. */
export function createAjv2020(keywords: KeywordDefinition[] = []): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true });
  for (const keyword of keywords) ajv.addKeyword(keyword);
  return ajv;
}
