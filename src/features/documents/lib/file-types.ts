/*
 * What an upload is, decided from its bytes (never its name or Content-Type): the `file-type`
 * package reads the first bytes (a sample of SAMPLE_BYTES), and for what it does not recognise we
 * check for text ourselves. The decision is made as soon as the sample has arrived, so a refused
 * type costs no more than the sample; the checks that need every byte (text stays UTF-8 without
 * NUL, an old Office file really is one) run as the rest streams through. Nothing is buffered
 * beyond the sample.
 *
 * UPLOAD_TYPES lists the accepted kinds by the names of ACCEPTED_KINDS. Everything else is 415:
 * executables, scripts with a `#!`, HTML, SVG and other markup, and any format file-type knows that
 * is not listed (XML, audio, video, fonts, archives other than ZIP...).
 */
import { Transform, type TransformCallback } from 'node:stream';
import { TextDecoder } from 'node:util';
import { UnsupportedFileTypeError } from '../../../shared/storage/document-vault.js';

/** One accepted kind: the types file-type answers for it, and what the vault records. */
interface Kind {
  /** MIME types file-type reports for this kind. */
  detected: readonly string[];
  /** The media type recorded and served. */
  mediaType: string;
  extension: string;
}

/**
 * The kinds UPLOAD_TYPES may name. `doc`, `xls` and `ppt` are OLE compound files (file-type says
 * `application/x-cfb`), as are Windows installers (.msi): such a file is accepted only when its
 * directory names the stream of a Word, Excel or PowerPoint document ("WordDocument", "Workbook" or
 * "Book", "PowerPoint Document"), which is checked across all of its bytes.
 */
export const ACCEPTED_KINDS = {
  pdf: { detected: ['application/pdf'], mediaType: 'application/pdf', extension: 'pdf' },
  jpeg: { detected: ['image/jpeg'], mediaType: 'image/jpeg', extension: 'jpg' },
  png: { detected: ['image/png'], mediaType: 'image/png', extension: 'png' },
  heic: { detected: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'], mediaType: 'image/heic', extension: 'heic' },
  tiff: { detected: ['image/tiff'], mediaType: 'image/tiff', extension: 'tif' },
  docx: {
    detected: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    mediaType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    extension: 'docx',
  },
  xlsx: {
    detected: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
    mediaType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    extension: 'xlsx',
  },
  pptx: {
    detected: ['application/vnd.openxmlformats-officedocument.presentationml.presentation'],
    mediaType: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    extension: 'pptx',
  },
  doc: { detected: [], mediaType: 'application/msword', extension: 'doc' },
  xls: { detected: [], mediaType: 'application/vnd.ms-excel', extension: 'xls' },
  ppt: { detected: [], mediaType: 'application/vnd.ms-powerpoint', extension: 'ppt' },
  csv: { detected: [], mediaType: 'text/csv; charset=utf-8', extension: 'csv' },
  txt: { detected: [], mediaType: 'text/plain; charset=utf-8', extension: 'txt' },
  zip: { detected: ['application/zip'], mediaType: 'application/zip', extension: 'zip' },
} as const satisfies Record<string, Kind>;

export type KindName = keyof typeof ACCEPTED_KINDS;
export const KIND_NAMES = Object.keys(ACCEPTED_KINDS) as KindName[];

/** The decision: what the vault records. */
export interface FileKind {
  name: KindName;
  mediaType: string;
  extension: string;
}

/** Bytes file-type looks at: enough for the ZIP entries that tell Office files from archives. */
export const SAMPLE_BYTES = 64 * 1024;

const CFB_MIME = 'application/x-cfb';
/** Directory entry names of OLE compound files, as they are stored (UTF-16LE). */
const CFB_STREAMS: ReadonlyArray<{ name: KindName; marker: Buffer }> = [
  { name: 'doc', marker: Buffer.from('WordDocument', 'utf16le') },
  { name: 'xls', marker: Buffer.from('Workbook', 'utf16le') },
  { name: 'xls', marker: Buffer.from('Book\u0000', 'utf16le') },
  { name: 'ppt', marker: Buffer.from('PowerPoint Document', 'utf16le') },
];
const LONGEST_MARKER = Math.max(...CFB_STREAMS.map((stream) => stream.marker.length));

/**
 * Text that a browser or a shell would treat as more than text: markup (HTML, SVG, XML all start
 * with `<` once a BOM and white space are skipped) and scripts with an interpreter line. A CSV or
 * a plain text file never starts so; it is refused rather than served as text/plain, whatever
 * `nosniff` would do with it.
 */
const ACTIVE_TEXT = /^(?:\uFEFF)?\s*(?:<|#!)/;
/** Markup a text file may hide further in: refused too (a tax document has no reason to carry it). */
const EMBEDDED_MARKUP = /<\s*(?:script|svg|html|iframe|object|embed)\b|<!doctype\s+html/i;

type FileTypeFromBuffer = (buffer: Uint8Array) => Promise<{ ext: string; mime: string } | undefined>;
let detector: Promise<FileTypeFromBuffer> | null = null;

/** file-type is loaded on the first upload: an instance that receives none does not pay for it at start. */
function fileTypeFromBuffer(): Promise<FileTypeFromBuffer> {
  detector ??= import('file-type').then((module) => module.fileTypeFromBuffer as FileTypeFromBuffer);
  return detector;
}

/** Parses UPLOAD_TYPES: comma-separated names of ACCEPTED_KINDS. Throws an Error naming what is wrong. */
export function parseUploadTypes(raw: string): KindName[] {
  const names = raw
    .split(',')
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const unknown = names.filter((name) => !(name in ACCEPTED_KINDS));
  if (unknown.length > 0) throw new Error(`unknown type ${unknown.map((name) => `"${name}"`).join(', ')} (known: ${KIND_NAMES.join(', ')})`);
  if (names.length === 0) throw new Error(`name at least one type (known: ${KIND_NAMES.join(', ')})`);
  return [...new Set(names as KindName[])];
}

function kindOf(name: KindName): FileKind {
  const { mediaType, extension } = ACCEPTED_KINDS[name];
  return { name, mediaType, extension };
}

/**
 * A pass-through stream that decides the file's kind. It holds the first SAMPLE_BYTES, decides (or
 * fails with UnsupportedFileTypeError before anything of the file has been passed on), then lets
 * the rest flow, checking what needs every byte. `kind` is final once the stream has finished.
 */
export class TypeSniffer extends Transform {
  readonly #accepted: ReadonlySet<KindName>;
  readonly #fileName: string;
  #sample: Buffer[] = [];
  #sampled = 0;
  #decided: FileKind | null = null;
  /** 'text': UTF-8 and no NUL to the end; 'cfb': an Office stream name somewhere; null: nothing more. */
  #check: 'text' | 'cfb' | null = null;
  #decoder: TextDecoder | null = null;
  #cfbFound: KindName | null = null;
  #cfbTail: Buffer = Buffer.alloc(0);

  constructor(accepted: readonly KindName[], fileName = '') {
    super();
    this.#accepted = new Set(accepted);
    this.#fileName = fileName;
  }

  get kind(): FileKind {
    if (this.#decided === null) throw new Error('the type is not decided yet');
    return this.#decided;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    if (this.#check !== null || this.#decided !== null) {
      this.#pass(chunk, callback);
      return;
    }
    this.#sample.push(chunk);
    this.#sampled += chunk.length;
    if (this.#sampled < SAMPLE_BYTES) {
      callback();
      return;
    }
    this.#decide(callback);
  }

  override _flush(callback: TransformCallback): void {
    const finish = (error?: Error | null) => {
      if (error) return callback(error);
      try {
        this.#finish();
        callback();
      } catch (failure) {
        callback(failure as Error);
      }
    };
    if (this.#decided === null && this.#check === null) this.#decide(finish);
    else finish();
  }

  /** Decides from the sample, then passes the sample on (nothing of the file went out before). */
  #decide(done: (error?: Error | null) => void): void {
    const sample = Buffer.concat(this.#sample);
    this.#sample = [];
    fileTypeFromBuffer()
      .then((detect) => detect(sample))
      .then(
        (detected) => {
          this.#choose(sample, detected?.mime ?? null);
          this.#inspect(sample);
          if (sample.length > 0) this.push(sample);
          done();
        },
        (error: unknown) => done(error as Error),
      )
      .catch((error: unknown) => done(error as Error));
  }

  #pass(chunk: Buffer, callback: TransformCallback): void {
    try {
      this.#inspect(chunk);
    } catch (error) {
      callback(error as Error);
      return;
    }
    callback(null, chunk);
  }

  /** Picks the kind from the sample, or throws 415. */
  #choose(sample: Buffer, detected: string | null): void {
    if (detected === CFB_MIME) {
      this.#check = 'cfb';
      return;
    }
    if (detected !== null) {
      const name = KIND_NAMES.find((candidate) => (ACCEPTED_KINDS[candidate].detected as readonly string[]).includes(detected));
      if (name === undefined || !this.#accepted.has(name)) throw new UnsupportedFileTypeError(detected);
      this.#decided = kindOf(name);
      return;
    }
    if (sample.length === 0) throw new UnsupportedFileTypeError('empty');
    const name: KindName = /\.csv$/i.test(this.#fileName.trim()) ? 'csv' : 'txt';
    if (!this.#accepted.has(name)) throw new UnsupportedFileTypeError(null);
    // The sample is decoded as a stream: a character cut at the sample's end completes in the next chunk.
    this.#decoder = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
    const head = new TextDecoder('utf-8', { fatal: false }).decode(sample);
    if (ACTIVE_TEXT.test(head) || EMBEDDED_MARKUP.test(head)) throw new UnsupportedFileTypeError('text/html');
    this.#check = 'text';
    this.#decided = kindOf(name);
  }

  /** Checks one chunk against what its kind needs to the end; throws 415. */
  #inspect(chunk: Buffer): void {
    if (this.#check === 'text') {
      if (chunk.includes(0)) throw new UnsupportedFileTypeError('application/octet-stream');
      try {
        this.#decoder!.decode(chunk, { stream: true });
      } catch {
        throw new UnsupportedFileTypeError('application/octet-stream');
      }
    } else if (this.#check === 'cfb' && this.#cfbFound === null) {
      // A marker may straddle two chunks: look at the end of the last one too.
      const window = Buffer.concat([this.#cfbTail, chunk]);
      this.#cfbFound = CFB_STREAMS.find((stream) => window.includes(stream.marker))?.name ?? null;
      this.#cfbTail = window.subarray(Math.max(0, window.length - LONGEST_MARKER));
    }
  }

  #finish(): void {
    if (this.#check === 'text') {
      try {
        this.#decoder!.decode();
      } catch {
        throw new UnsupportedFileTypeError('application/octet-stream');
      }
    }
    if (this.#check === 'cfb') {
      if (this.#cfbFound === null || !this.#accepted.has(this.#cfbFound)) throw new UnsupportedFileTypeError(CFB_MIME);
      this.#decided = kindOf(this.#cfbFound);
    }
  }
}
