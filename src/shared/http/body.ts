import { errorCodes, type FastifyInstance, type FastifyRequest } from 'fastify';
import { ValidationError } from '../errors.js';

/** Deeper JSON than this is refused before anything (parser, validator, handler) walks it. */
export const MAX_JSON_DEPTH = 32;

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

function isJson(request: FastifyRequest): boolean {
  const type = request.headers['content-type'];
  return type !== undefined && /^application\/json\s*(;|$)/i.test(type);
}

/**
 * Bodies are JSON or nothing: one parser (application/json, depth-bounded, refusing `__proto__` and
 * `constructor.prototype` keys); any other body is 415 on every route, also on methods Fastify does
 * not parse bodies for (GET, HEAD) and on routes that take no body.
 */
export function installBodyParsing(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (exceedsJsonDepth(text, MAX_JSON_DEPTH)) {
      done(new ValidationError({ $: [`must not nest arrays and objects deeper than ${MAX_JSON_DEPTH} levels`] }), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
  app.addHook('preParsing', (request, _reply, payload, done) => {
    if (hasBody(request) && !isJson(request)) done(new errorCodes.FST_ERR_CTP_INVALID_MEDIA_TYPE());
    else done(null, payload);
  });
}
