import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.js';

/** Deeper JSON than this is refused before anything (parser, validator, handler) walks it. */
export const MAX_JSON_DEPTH = 32;
/** The `errors` entry of a body nested deeper (http/field-issues.ts names its code). */
export const TOO_DEEP_MESSAGE = `must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`;

/**
 * How deeply the JSON text nests arrays and objects, counted on the raw text without recursion,
 * stopping as soon as the limit is passed (so 10,000 nested brackets cost one short scan).
 * Brackets inside strings do not count. Malformed text is left to the parser.
 */
export function exceedsJsonDepth(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 0x5c) index++; // backslash: skip the escaped character
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x5b || char === 0x7b) {
      if (++depth > limit) return true;
    } else if (char === 0x5d || char === 0x7d) {
      depth--;
    }
  }
  return false;
}

function hasBody(request: FastifyRequest): boolean {
  const length = request.headers['content-length'];
  return request.headers['transfer-encoding'] !== undefined || (length !== undefined && length !== '0');
}

function isForm(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(type);
}

function isMultipart(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^multipart\/form-data\s*;/i.test(type);
}

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Bodies are JSON or nothing: one parser (application/json, depth-bounded, refusing `__proto__` and
 * `constructor.prototype` keys), urlencoded fields on the routes of HTML forms alone
 * (config.formBody) and multipart files on upload routes alone (config.fileUpload); any other body is 415 on every route, also on methods Fastify does not parse
 * bodies for (GET, HEAD) and on routes that take no body.
 */
export function installBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new ValidationError({ $: [TOO_DEEP_MESSAGE] }), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  // HTML forms (the website's contact form) post urlencoded fields; only routes that say
  // config.formBody take them. Each name once: a repeated one is a list the schema refuses.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    const fields: Record<string, string | string[]> = {};
    for (const [name, value] of new URLSearchParams(body as string)) {
      const known = Object.hasOwn(fields, name) ? fields[name] : undefined;
      // defineProperty: a field named __proto__ stays a field (and the closed schema refuses it).
      Object.defineProperty(fields, name, { value: known === undefined ? value : [known, value].flat(), enumerable: true, writable: true, configurable: true });
    }
    done(null, fields);
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const { formBody, fileUpload } = request.routeOptions.config;
    if (hasBody(request) && !isJson(request) && !(formBody === true && isForm(request)) && !(fileUpload === true && isMultipart(request))) {
      done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
      return;
    }
    done(null, payload);
  });
}
