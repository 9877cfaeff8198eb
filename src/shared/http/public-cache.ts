import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublicCacheSettings } from '../../config.js';
import type { Clock } from '../clock.js';
import type { AnswerBasis } from './fast-lane.js';

export type Encoding = 'br' | 'gzip';

/** Below this a compressed answer saves less than its headers and the work cost. */
const COMPRESS_FROM_BYTES = 1024;
/** Brotli's best quality costs seconds on megabytes; past this size a middle quality is as good a trade. */
const BEST_QUALITY_UP_TO_BYTES = 256 * 1024;
/** What an entry costs besides its bodies (key, validators, object headers), so that tiny entries count too. */
const ENTRY_OVERHEAD_BYTES = 256;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * A public answer as rendered once per content version, or the fact that the thing does not exist
 * (body null: remembered too, so probing unknown slugs does not reach the database every time).
 * `validUntil`: epoch ms from which it is stale without any write (the next scheduled post's
 * moment, which may also make a missing post appear); Infinity when nothing is scheduled.
 */
export type Rendering = { body: Buffer; contentType: string; validUntil: number } | { body: null; validUntil: number };

interface Entry {
  body: Buffer;
  contentType: string;
  validUntil: number;
  /** null: the answer depends on no content (robots.txt). */
  version: number | null;
  /** The strong validator of the identity bytes, without quotes; each encoding appends its name. */
  tag: string;
  /** The ETag header per form sent, worked out once (every request of the entry sends one). */
  etags: Record<Encoding | 'identity', string>;
  compressed: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The settled forms, so that a hit sends them without waiting on a promise. */
  ready: Partial<Record<Encoding, Buffer>>;
  compressedBytes: number;
}

interface Missing {
  body: null;
  validUntil: number;
  version: number | null;
}

function strongTag(body: Buffer): string {
  // A hash of the bytes: every instance rendering the same content gives the same ETag.
  return createHash('sha256').update(body).digest('base64url').slice(0, 27);
}

/** Compresses a public body (once per version: callers keep the result). */
export function compress(body: Buffer, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'gzip') return gzip(body, { level: 9 });
  return brotli(body, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: body.length <= BEST_QUALITY_UP_TO_BYTES ? 11 : 6,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
    },
  });
}

const encodings = new Negotiator<Encoding>({
  supportedValues: ['br', 'gzip'],
  // Bounded: the header is the client's to choose.
  cache: new LRUCache<string, string>({ max: 200 }),
});

/** The encoding to send a body of this size in, by the client's Accept-Encoding; null: as it is. */
export function chooseEncoding(request: FastifyRequest, size: number): Encoding | null {
  const accept = request.headers['accept-encoding'];
  return size >= COMPRESS_FROM_BYTES && accept ? encodings.negotiate(accept) : null;
}

/** The strong ETag of a body (tag unquoted) as sent in an encoding. */
export function variantTag(tag: string, encoding: Encoding | null): string {
  return encoding ? `"${tag}-${encoding}"` : `"${tag}"`;
}

/**
 * Whether If-None-Match names the current content: any encoding's tag of it matches (a cache may
 * hold another form than the one asked for now), weak or strong alike, as RFC 9110 compares them.
 */
export function namesCurrent(ifNoneMatch: string, tag: string): boolean {
  return ifNoneMatch.split(',').some((listed) => {
    const candidate = listed.trim().replace(/^W\//, '');
    return candidate === '*' || candidate === `"${tag}"` || candidate.startsWith(`"${tag}-`);
  });
}

/** Cache-Control of a public read, max-age shortened before `validUntil` (a scheduled post's moment). */
export function publicCacheControl(settings: PublicCacheSettings, validUntil: number, now: number): string {
  const untilChange = Math.max(0, Math.floor((validUntil - now) / 1000));
  const maxAge = Math.min(settings.maxAgeSeconds, untilChange);
  return `public, max-age=${maxAge}, stale-while-revalidate=${settings.staleWhileRevalidateSeconds}`;
}

/**
 * Public reads kept rendered in this process, checked against a content version on every request.
 * The caller reads the version (for the blog, one primary-key row that every write changing what
 * the public sees bumps in its transaction), so an edit made through any instance is served by
 * every instance on its next request. An entry also ends at its `validUntil` (the next scheduled
 * post's moment), so scheduled posts appear on time without a job. Bodies are compressed at most
 * once per version and encoding, on the first request that asks for it. Memory is bounded by a byte
 * budget (least recently used first out). One per app (app.publicCache, built in buildApp), shared
 * by every public read so that one budget bounds them all.
 */
export class PublicCache {
  readonly #entries: LRUCache<string, Entry | Missing> | null;
  #steadyCacheControl: string | undefined;

  constructor(
    private readonly settings: PublicCacheSettings,
    private readonly clock: Clock,
  ) {
    this.#entries =
      settings.budgetBytes > 0
        ? new LRUCache({
            maxSize: settings.budgetBytes,
            sizeCalculation: (entry) =>
              ENTRY_OVERHEAD_BYTES + (entry.body ? entry.body.length + entry.compressedBytes : 0),
          })
        : null;
  }

  /**
   * Answers a public GET from the cache, rendering on a miss: 200 with the encoding the client
   * prefers, or 304 when If-None-Match names the current version. Resolves to false when the
   * thing does not exist (the route then throws its 404). `version`: the content version now, or
   * null for an answer that depends on no content.
   */
  send(request: FastifyRequest, reply: FastifyReply, key: string, version: number | null, render: () => Promise<Rendering>): boolean | Promise<boolean> {
    const now = this.clock.now().getTime();
    const entry = this.#entries?.get(key);
    // A hit answers without a promise: it is most of the traffic.
    if (entry && entry.version === version && now < entry.validUntil) return entry.body ? this.#answer(request, reply, key, entry, now) : false;
    return this.#render(request, reply, key, version, render, now);
  }

  async #render(request: FastifyRequest, reply: FastifyReply, key: string, version: number | null, render: () => Promise<Rendering>, now: number): Promise<boolean> {
    const rendering = await render();
    if (!rendering.body) {
      this.#remember(key, { ...rendering, version });
      return false;
    }
    const tag = strongTag(rendering.body);
    const entry: Entry = {
      ...rendering,
      version,
      tag,
      etags: { identity: variantTag(tag, null), br: variantTag(tag, 'br'), gzip: variantTag(tag, 'gzip') },
      compressed: {},
      ready: {},
      compressedBytes: 0,
    };
    this.#remember(key, entry);
    return this.#answer(request, reply, key, entry, now);
  }

  #remember(key: string, entry: Entry | Missing): void {
    const current = this.#entries?.peek(key);
    // A slow rendering of an older version must not replace a newer one.
    if (current && (current.version ?? 0) > (entry.version ?? 0)) return;
    this.#entries?.set(key, entry);
  }

  #answer(request: FastifyRequest, reply: FastifyReply, key: string, entry: Entry, now: number): true | Promise<true> {
    const encoding = chooseEncoding(request, entry.body.length);
    reply
      .header('etag', entry.etags[encoding ?? 'identity'])
      .header('vary', 'accept-encoding')
      .header('cache-control', this.#cacheControl(entry.validUntil, now));
    const condition = request.headers['if-none-match'];
    if (condition !== undefined && namesCurrent(condition, entry.tag)) {
      sendRecorded(request, reply.code(304), entry, null);
      return true;
    }
    reply.code(200).type(entry.contentType);
    if (!encoding) {
      sendRecorded(request, reply, entry, entry.body);
      return true;
    }
    reply.header('content-encoding', encoding);
    const ready = entry.ready[encoding];
    if (ready) {
      sendRecorded(request, reply, entry, ready);
      return true;
    }
    return this.#compressed(key, entry, encoding).then((body) => {
      sendRecorded(request, reply, entry, body);
      return true as const;
    });
  }

  /** Most entries never go stale by time: their header is the same string for every request. */
  #cacheControl(validUntil: number, now: number): string {
    if (validUntil !== Number.POSITIVE_INFINITY) return publicCacheControl(this.settings, validUntil, now);
    this.#steadyCacheControl ??= publicCacheControl(this.settings, validUntil, now);
    return this.#steadyCacheControl;
  }

  #compressed(key: string, entry: Entry, encoding: Encoding): Promise<Buffer> {
    let pending = entry.compressed[encoding];
    if (!pending) {
      pending = compress(entry.body, encoding);
      entry.compressed[encoding] = pending;
      void pending.then(
        (bytes) => {
          entry.ready[encoding] = bytes;
          entry.compressedBytes += bytes.length;
          // Counted against the budget once known (setting the same entry again recounts it).
          if (this.#entries?.peek(key) === entry) this.#entries.set(key, entry);
        },
        () => delete entry.compressed[encoding],
      );
    }
    return pending;
  }

  /** Bytes held now (bodies and compressed forms), for tests and metrics. */
  get heldBytes(): number {
    return this.#entries?.calculatedSize ?? 0;
  }
}

/**
 * Sends a public answer whose headers are all set, recording it for the fast lane first
 * (src/shared/http/fast-lane.ts), so that the next identical request is replayed before Fastify.
 */
export function sendRecorded(request: FastifyRequest, reply: FastifyReply, basis: AnswerBasis, body: Buffer | null): FastifyReply {
  request.server.fastLane.record(request, reply, basis, body);
  return reply.send(body ?? undefined);
}
