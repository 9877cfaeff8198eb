/*
 * Malware scanning with clamd (CLAMD_URL): a small client of its INSTREAM command, so every upload
 * streams through the scanner while it is being staged. One pass over the bytes, never the whole
 * file in memory: each piece is sent to clamd as it flows on to the store, and the upload waits
 * for clamd to take it (its socket's backpressure), so a slow scanner slows the upload instead of
 * filling memory. At the end clamd answers `stream: OK` or `stream: <signature> FOUND`.
 *
 * - A detection is MalwareDetectedError (422 malware_detected, the signature named): the staging
 *   fails, so nothing is stored; the caller audits it and alerts staff.
 * - clamd unreachable, refusing (its StreamMaxLength below UPLOAD_MAX_MB says `INSTREAM size limit
 *   exceeded`), erring or silent for CLAMD_TIMEOUT_MS is ScannerUnavailableError (503): fail closed.
 *   With CLAMD_FAIL_OPEN=true the upload goes on without a verdict and is recorded as 'unscanned'.
 *
 * The protocol (clamd(8)): `zINSTREAM\0`, then chunks of a 4-byte big-endian length and that many
 * bytes, ended by a zero length; the reply is one NUL-terminated line.
 */
import net from 'node:net';
import { Transform, type TransformCallback } from 'node:stream';
import { MalwareDetectedError, ScannerUnavailableError } from '../../../shared/storage/document-vault.js';

export type ClamdAddress = { kind: 'tcp'; host: string; port: number } | { kind: 'unix'; path: string };

export interface ScannerSettings {
  address: ClamdAddress;
  /** How long clamd may take to connect, to take the next bytes, and to answer after the last, before it counts as down. */
  timeoutMs: number;
  /** Accept uploads as 'unscanned' when clamd cannot be asked (CLAMD_FAIL_OPEN). */
  failOpen: boolean;
}

/** Reads CLAMD_URL: `tcp://host:3310` or `unix:/path/to/clamd.ctl`. Throws an Error naming what is wrong. */
export function parseClamdUrl(raw: string): ClamdAddress {
  if (raw.startsWith('unix:')) {
    const socketPath = raw.slice('unix:'.length).replace(/^\/\/(?=\/)/, '');
    if (!socketPath.startsWith('/')) throw new Error('unix: needs an absolute socket path, e.g. unix:/run/clamav/clamd.ctl');
    return { kind: 'unix', path: socketPath };
  }
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error('must be tcp://host:3310 or unix:/path/to/clamd.ctl');
  }
  if (url.protocol !== 'tcp:') throw new Error('must be tcp://host:3310 or unix:/path/to/clamd.ctl');
  if (url.pathname && url.pathname !== '/') throw new Error('a tcp address has no path');
  const port = url.port === '' ? 3310 : Number(url.port);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === '') throw new Error('names no host');
  return { kind: 'tcp', host, port };
}

export function describeClamd(address: ClamdAddress): string {
  return address.kind === 'tcp' ? `clamd at ${address.host}:${address.port}` : `clamd at unix:${address.path}`;
}

/** What a finished scan found. */
export type ScanVerdict = 'clean' | 'unscanned';

/**
 * A pass-through stream that sends every byte to clamd. `verdict` is final once the stream has
 * finished: 'clean', or 'unscanned' when fail-open let an unreachable clamd pass. A detection or
 * (failing closed) an unreachable clamd fails the stream.
 */
export class ScanTap extends Transform {
  readonly #settings: ScannerSettings;
  #socket: net.Socket | null = null;
  #reply = '';
  #replied: Promise<string>;
  #failure: Error | null = null;
  /** Set when fail-open gave up on clamd: the bytes flow on unscanned. */
  #bypassed = false;
  #verdict: ScanVerdict | null = null;

  constructor(settings: ScannerSettings) {
    super();
    this.#settings = settings;
    this.#replied = this.#connect();
    // Rejections are read in _flush; this keeps an early one from counting as unhandled meanwhile.
    this.#replied.catch(() => {});
  }

  get verdict(): ScanVerdict {
    if (this.#verdict === null) throw new Error('the scan has not finished');
    return this.#verdict;
  }

  #connect(): Promise<string> {
    const { address } = this.#settings;
    return new Promise<string>((resolve, reject) => {
      const socket = address.kind === 'tcp' ? net.connect({ host: address.host, port: address.port }) : net.connect({ path: address.path });
      this.#socket = socket;
      socket.setEncoding('utf8');
      let answer: string | null = null;
      const fail = (why: string) => {
        this.#failure ??= new Error(answer === null ? why : `${describeClamd(address)} answered "${answer.slice(0, 200)}"`);
        reject(this.#failure);
        this.#clearDeadline();
        socket.destroy();
      };
      this.#failNow = fail;
      this.#setDeadline('connecting');
      socket.once('connect', () => {
        if (this.#waitingFor === 'connecting') this.#clearDeadline();
      });
      socket.on('error', (error: NodeJS.ErrnoException) => fail(`${describeClamd(address)}: ${error.code ?? error.message}`));
      socket.on('data', (text: string) => {
        this.#reply += text;
        const end = this.#reply.indexOf('\0');
        if (end >= 0 && answer === null) {
          answer = this.#reply.slice(0, end).trim();
          this.#clearDeadline();
          resolve(answer);
          socket.end();
        }
      });
      socket.on('close', () => fail(`${describeClamd(address)} closed the connection before answering`));
      socket.write('zINSTREAM\0');
    });
  }

  #failNow: (why: string) => void = () => {};
  #timer: NodeJS.Timeout | null = null;
  /** What the running deadline waits for (a later deadline replaces an earlier one). */
  #waitingFor: string | null = null;

  /**
   * clamd must connect, take bytes and answer within CLAMD_TIMEOUT_MS each. Not an idle timeout on
   * the socket: while a slow client uploads, clamd waits for us, not the other way round.
   */
  #setDeadline(what: string): void {
    this.#clearDeadline();
    this.#waitingFor = what;
    const { timeoutMs, address } = this.#settings;
    this.#timer = setTimeout(() => this.#failNow(`${describeClamd(address)} did not respond within ${timeoutMs} ms (${what})`), timeoutMs);
  }

  #clearDeadline(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    this.#waitingFor = null;
  }

  /** Sends bytes to clamd, calling back once its socket takes more (backpressure), or at once when bypassed. */
  #send(bytes: Buffer, done: (error?: Error | null) => void): void {
    const socket = this.#socket;
    if (this.#bypassed || socket === null) return done();
    if (this.#failure) return done(this.#unavailable(this.#failure));
    const header = Buffer.alloc(4);
    header.writeUInt32BE(bytes.length, 0);
    socket.write(header);
    if (socket.write(bytes)) return done();
    this.#setDeadline('taking the bytes');
    const settle = () => {
      socket.off('drain', settle);
      socket.off('close', settle);
      this.#clearDeadline();
      done(this.#failure ? this.#unavailable(this.#failure) : null);
    };
    socket.on('drain', settle);
    socket.on('close', settle);
  }

  /** Fails closed, or with fail-open lets the bytes pass unscanned. */
  #unavailable(cause: Error): Error | null {
    if (!this.#settings.failOpen) return new ScannerUnavailableError(cause.message);
    this.#bypassed = true;
    this.#socket?.destroy();
    return null;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (chunk.length === 0) return callback();
    // Pieces larger than clamd's read size are fine: the length header says how many bytes follow.
    this.#send(chunk, (error) => (error ? callback(error) : callback(null, chunk)));
  }

  override _flush(callback: TransformCallback): void {
    if (this.#bypassed) {
      this.#verdict = 'unscanned';
      return callback();
    }
    this.#send(Buffer.alloc(0), (error) => {
      if (error) return callback(error);
      if (this.#bypassed) {
        this.#verdict = 'unscanned';
        return callback();
      }
      // One deadline for the rest: connecting (when still under way) and the verdict.
      if (!this.#failure) this.#setDeadline('scanning');
      this.#replied.then(
        (reply) => {
          this.#clearDeadline();
          const found = /^stream: (.+) FOUND$/.exec(reply);
          if (found) return callback(new MalwareDetectedError(found[1]!));
          if (reply === 'stream: OK') {
            this.#verdict = 'clean';
            return callback();
          }
          // "INSTREAM size limit exceeded. ERROR", a database error...: no verdict.
          const failure = this.#unavailable(new Error(`${describeClamd(this.#settings.address)} answered "${reply.slice(0, 200)}"`));
          if (failure) return callback(failure);
          this.#verdict = 'unscanned';
          callback();
        },
        (cause: Error) => {
          this.#clearDeadline();
          const failure = this.#unavailable(cause);
          if (failure) return callback(failure);
          this.#verdict = 'unscanned';
          callback();
        },
      );
    });
  }

  override _destroy(error: Error | null, callback: (error?: Error | null) => void): void {
    this.#clearDeadline();
    this.#socket?.destroy();
    callback(error);
  }
}
