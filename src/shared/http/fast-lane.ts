/*
 * The public reads' fast lane: answers a repeated public GET straight from the socket's request
 * event, before Fastify builds its request and reply objects, runs its hooks and writes through its
 * reply path. On small answers that per-request path was the whole cost: a post served from memory
 * ran at half the speed of a bare node:http server sending the same bytes (bench/README.md).
 *
 * Nothing is decided here: an answer is replayed only as Fastify sent it. When a public read
 * (PublicCache, the feeds) sends an answer through Fastify, it records the headers Fastify is about
 * to send (the security headers, the validators, Vary, Cache-Control, the content type) with the
 * body and what the answer depends on: the content version it was rendered for and the moment it
 * goes stale (the next scheduled post). The lane replays it for the same URL and Accept-Encoding
 * while the content version is the same, known without a read (ContentVersionWatch.trustedVersion:
 * on PostgreSQL a notification ends that trust, on SQLite `data_version` is compared), and before
 * that moment. Anything else (another version, trust ended, a CORS request, a body, a HEAD, a
 * conditional the record cannot answer, a shutdown in progress) goes to Fastify, which answers and
 * records again. The lane runs before every Fastify hook: a hook that must see every request (a
 * block list, a maintenance mode) has to close the lane or be checked here too, and lane-fence.ts
 * makes every onRequest/preHandler hook say which it is (laneMaySkip or laneMustSee, which closes
 * the lane) or stops the app at start. Each replay keeps what is per request: a request id (the caller's when sane),
 * Cache-Control's max-age counted down to a scheduled post, the request metrics, and at `info` the
 * same two log lines Fastify writes.
 */
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { PublicCacheSettings } from '../../config.js';
import type { Clock } from '../clock.js';
import type { Metrics } from '../metrics.js';
import { namesCurrent, publicCacheControl } from './public-cache.js';
import { CALLER_REQUEST_ID_HEADER, callerRequestId, serverRequestId } from './request-id.js';

/** What a public answer stays right for: the content version (null: it depends on none) and the moment it goes stale. */
export interface AnswerBasis {
  version: number | null;
  /** Epoch ms; Infinity when nothing is scheduled. */
  validUntil: number;
  /** The strong validator of the identity bytes, without quotes (If-None-Match is compared with it). */
  tag: string;
}

/** Headers in Fastify's order as a flat list (name, value, ...), as writeHead takes them, with the slots of the values set per replay. */
interface HeaderList {
  list: string[];
  idSlot: number;
  /** -1: no Cache-Control to count down. */
  cacheControlSlot: number;
}

interface LaneRecord extends AnswerBasis {
  /** The route's path pattern, for the request metrics. */
  route: string;
  ok: { headers: HeaderList; body: Buffer } | null;
  notModified: HeaderList | null;
}

/** What a record's object costs besides its key, headers and body. */
const RECORD_OVERHEAD_BYTES = 256;
/**
 * Longer URLs and Accept-Encoding values are answered by Fastify, never recorded: a rendered page
 * ignores the query parameters it does not declare, and each distinct query would be a record of its own.
 */
const MAX_RECORDED_URL = 2048;
const MAX_RECORDED_ACCEPT_ENCODING = 256;

/** Requests only Fastify answers: another method, CORS, a body, or a date-only conditional. */
function replayable(request: IncomingMessage): boolean {
  const { headers } = request;
  return (
    request.method === 'GET' &&
    headers.origin === undefined &&
    headers['content-length'] === undefined &&
    headers['transfer-encoding'] === undefined &&
    (headers['if-modified-since'] === undefined || headers['if-none-match'] !== undefined)
  );
}

function keyOf(request: IncomingMessage): string {
  return `${request.url ?? ''}\n${request.headers['accept-encoding'] ?? ''}`;
}

function worthRecording(request: IncomingMessage): boolean {
  return (request.url ?? '').length <= MAX_RECORDED_URL && (request.headers['accept-encoding'] ?? '').length <= MAX_RECORDED_ACCEPT_ENCODING;
}

/** Bytes a record holds: its key, its header lists and its body (shared with the cache, counted anyway). */
function recordBytes(record: LaneRecord, key: string): number {
  const listBytes = (headers: HeaderList | null) => (headers ? headers.list.reduce((total, item) => total + item.length + 16, 0) : 0);
  return RECORD_OVERHEAD_BYTES + key.length * 2 + listBytes(record.ok?.headers ?? null) + listBytes(record.notModified) + (record.ok?.body.length ?? 0);
}

function headerList(headers: Record<string, unknown>, body: Buffer | null): HeaderList {
  const list: string[] = [];
  let idSlot = -1;
  let cacheControlSlot = -1;
  for (const [name, value] of Object.entries(headers)) {
    // Fastify sets the length itself, after the handler; the caller's id belongs to the recorded request alone.
    if (value === undefined || name === 'content-length' || name === CALLER_REQUEST_ID_HEADER) continue;
    if (name === 'x-request-id') idSlot = list.length + 1;
    if (name === 'cache-control') cacheControlSlot = list.length + 1;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  if (idSlot === -1) idSlot = list.push('x-request-id', '') - 1;
  if (body) list.push('content-length', String(body.length));
  return { list, idSlot, cacheControlSlot };
}

type TrustProxy = boolean | number | string;

/** Whether Fastify would log each request (at `info`); its stand-in logger (logger: false) has no levels. */
function logsRequests(log: FastifyBaseLogger): boolean {
  const levels = log as Partial<{ isLevelEnabled(level: string): boolean }>;
  return typeof levels.isLevelEnabled === 'function' && levels.isLevelEnabled('info');
}

/** Fastify's reading of the trustProxy option (fastify/lib/request.js), for the log line's address and host. */
function proxyTrust(trustProxy: TrustProxy): ((address: string, hop: number) => boolean) | null {
  if (!trustProxy) return null;
  if (trustProxy === true) return () => true;
  // Fastify ignores a hop count when it cannot check the peer itself: the socket's address stands.
  if (typeof trustProxy === 'number') return () => false;
  return proxyAddr.compile(trustProxy.split(',').map((value) => value.trim()));
}

/** The request as Fastify's request serializer reads it (method, url, host, ip, socket). */
function requestView(request: IncomingMessage, trust: ((address: string, hop: number) => boolean) | null) {
  const { headers, socket } = request;
  const forwardedHost = headers['x-forwarded-host'];
  const host =
    trust && typeof forwardedHost === 'string' && forwardedHost && trust(socket.remoteAddress ?? '', 0)
      ? (forwardedHost.slice(forwardedHost.lastIndexOf(',') + 1).trim())
      : (headers.host ?? '');
  const ip = trust ? proxyAddr.all(request, trust).at(-1) : socket.remoteAddress;
  return { method: request.method ?? 'GET', url: request.url ?? '', host, ip, socket } as unknown as FastifyRequest;
}

export interface FastLaneOptions {
  settings: PublicCacheSettings;
  clock: Clock;
  /** The content version while it is known without a read (ContentVersionWatch.trustedVersion). */
  trustedVersion: () => number | undefined;
  metrics: Pick<Metrics, 'observeRequest'>;
  log: FastifyBaseLogger;
  trustProxy: TrustProxy;
}

export class FastLane {
  readonly #records: LRUCache<string, LaneRecord> | null;
  readonly #trust: ((address: string, hop: number) => boolean) | null;
  #open = true;
  /** Answers replayed so far (tests and diagnostics). */
  replayed = 0;

  constructor(private readonly options: FastLaneOptions) {
    // Bodies are the public cache's and the feeds' own buffers, held by reference, but counted
    // here in full with keys and headers: PUBLIC_CACHE_MB bounds the records as it bounds the cache
    // (0 turns both off), so the two together hold at most twice it, in practice about once.
    this.#records =
      options.settings.budgetBytes > 0
        ? new LRUCache({ maxSize: options.settings.budgetBytes, sizeCalculation: recordBytes })
        : null;
    this.#trust = proxyTrust(options.trustProxy);
  }

  /**
   * Remembers the answer a public read is about to send through Fastify: call it after every
   * header is set, right before `reply.send(body)` (body null for a 304).
   */
  record(request: FastifyRequest, reply: FastifyReply, basis: AnswerBasis, body: Buffer | null): void {
    const records = this.#records;
    if (!records || !this.#open || !replayable(request.raw) || !worthRecording(request.raw)) return;
    const headers = reply.getHeaders() as Record<string, unknown>;
    const key = keyOf(request.raw);
    const known = records.peek(key);
    const record: LaneRecord =
      known && known.version === basis.version && known.tag === basis.tag && known.validUntil === basis.validUntil
        ? known
        : { ...basis, route: request.routeOptions.url ?? request.url, ok: null, notModified: null };
    if (body) record.ok = { headers: headerList(headers, body), body };
    else record.notModified = headerList(headers, null);
    records.set(key, record);
  }

  /** Answers the request if a record of it still holds; false: Fastify answers it. */
  answer(request: IncomingMessage, response: ServerResponse): boolean {
    if (!this.#open || !this.#records || !replayable(request)) return false;
    const started = performance.now();
    const record = this.#records.get(keyOf(request));
    if (!record) return false;
    const now = this.options.clock.now().getTime();
    if (now >= record.validUntil) return false;
    if (record.version !== null && record.version !== this.options.trustedVersion()) return false;
    const condition = request.headers['if-none-match'];
    const notModified = condition !== undefined && namesCurrent(condition, record.tag);
    const form = notModified ? record.notModified : record.ok?.headers;
    if (!form) return false;

    const headers = form.list.slice();
    const id = serverRequestId();
    headers[form.idSlot] = id;
    const callerId = callerRequestId(request.headers);
    if (callerId !== undefined) headers.push(CALLER_REQUEST_ID_HEADER, callerId);
    if (record.validUntil !== Number.POSITIVE_INFINITY && form.cacheControlSlot !== -1) {
      headers[form.cacheControlSlot] = publicCacheControl(this.options.settings, record.validUntil, now);
    }
    const status = notModified ? 304 : 200;
    const log = logsRequests(this.options.log) ? this.options.log.child(callerId === undefined ? { reqId: id } : { reqId: id, callerRequestId: callerId }) : null;
    log?.info({ req: requestView(request, this.#trust) }, 'incoming request');
    response.writeHead(status, headers);
    response.end(notModified ? undefined : record.ok!.body);
    const elapsedMs = performance.now() - started;
    this.options.metrics.observeRequest('GET', record.route, status, elapsedMs / 1000);
    log?.info({ res: { statusCode: status }, responseTime: elapsedMs }, 'request completed');
    this.replayed++;
    return true;
  }

  /** Bytes the records hold, as their budget counts them (tests and diagnostics). */
  get heldBytes(): number {
    return this.#records?.calculatedSize ?? 0;
  }

  /** From now on Fastify answers everything (a shutdown: its answers ask to close the connection). */
  close(): void {
    this.#open = false;
  }
}

/**
 * Puts the lane in front of Fastify's request handler on the server Fastify made (so its own
 * settings and its listening on every address of a host name stay as they are). Only real sockets
 * pass here: `app.inject` calls Fastify's handler directly.
 */
export function putInFront(server: Server, lane: FastLane): void {
  const handlers = server.listeners('request') as Array<(request: IncomingMessage, response: ServerResponse) => void>;
  if (handlers.length !== 1) throw new Error(`expected Fastify's one request handler on its server, found ${handlers.length}`);
  const fastify = handlers[0]!;
  server.removeListener('request', fastify);
  server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    if (!lane.answer(request, response)) fastify(request, response);
  });
}
