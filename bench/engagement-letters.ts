/*
 * Issue 34.7: rendering a two-page engagement letter (merge + Markdown layout + PDF with embedded,
 * subset fonts), and verifying a 5 MB PDF (SHA-256 of the bytes + the lookup by hash on SQLite with
 * 10,000 letters; and, for a PDF that matches none, reading the contract its metadata claims), in
 * one process, without HTTP. Targets: render p99 < 100 ms; verify < 50 ms plus the time to read the
 * file. Run:
 *   npx tsx bench/engagement-letters.ts
 */
import { sha256 as sha256Hex } from '../src/shared/storage/meter.js';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PDFDocument } from 'pdf-lib';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { contractOfPdf, renderLetterPdf } from '../src/features/engagement-letters/lib/documents.js';
import { mergeTemplate, SAMPLE_FIELDS } from '../src/features/engagement-letters/lib/merge.js';
import { findLettersByHash } from '../src/features/engagement-letters/repository.js';

const RENDERS = 200;
const VERIFIES = 50;
const LETTERS = 10_000;

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

// A letter of two pages: headings, paragraphs in English and Korean, a list and a table.
const clause = (n: number) =>
  `## ${n}. Scope ${n}\n\n{{firm.name}} will prepare and file the returns of {{client.name}} listed below for the period from {{contract.startDate}}; ` +
  `the client gives complete records on time. 고객은 기한 내에 완전한 자료를 제공하고, {{firm.name}}은(는) 관련 법령에 따라 업무를 수행합니다.\n\n` +
  `- Monthly bookkeeping and VAT returns\n- Year-end income tax return\n- Advice by phone and mail within the fee\n`;
const body = `# Engagement letter\n\nDear {{client.name}},\n\n${Array.from({ length: 9 }, (_, i) => clause(i + 1)).join('\n')}\n\n| Service | Fee |\n|---|---:|\n| {{contract.title}} | {{contract.fee}} |\n\n{{letter.date}}`;

const render = async () => renderLetterPdf(mergeTemplate(body, SAMPLE_FIELDS), { language: 'en', firm: 'Example Tax', subject: 'Bookkeeping', at: new Date('2027-01-15T03:00:00Z'), contractId: 7 });
const first = await render();
const pages = (await PDFDocument.load(first)).getPageCount();
for (let i = 0; i < 10; i++) await render();
const renderTimes: number[] = [];
// CPU time too: on a shared, loaded machine the wall time mostly measures waiting for a core.
const renderCpu = process.cpuUsage();
for (let i = 0; i < RENDERS; i++) {
  const started = performance.now();
  await render();
  renderTimes.push(performance.now() - started);
}

const renderCpuMs = (({ user, system }) => (user + system) / 1000 / RENDERS)(process.cpuUsage(renderCpu));

// A 5 MB PDF: the letter with a 5 MB attachment (what a scanned annex would weigh).
const big = await PDFDocument.load(first);
await big.attach(randomBytes(5 * 1024 * 1024), 'annex.bin', { mimeType: 'application/octet-stream' });
const bigBytes = Buffer.from(await big.save());
const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-letter-bench-')), 'big.pdf');
fs.writeFileSync(file, bigBytes);

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'taxdesk-letter-bench-db-'));
const { db } = openDatabase({ kind: 'sqlite', file: path.join(dir, 'bench.db') });
await migrateToLatest(db);
const iso = '2027-01-15T03:00:00.000Z';
const client = await db.insertInto('clients').values({ name: 'Bench', client_type: 'individual', status: 'active', created_at: iso, updated_at: iso }).returning('id').executeTakeFirstOrThrow();
const contract = await db.insertInto('contracts').values({ client_id: client.id, title: 'Bench', fee_type: 'fixed', start_date: '2027-01-01', status: 'active', created_at: iso, updated_at: iso }).returning('id').executeTakeFirstOrThrow();
for (let start = 0; start < LETTERS; start += 500) {
  await db
    .insertInto('engagement_letters')
    .values(
      Array.from({ length: 500 }, (_, i) => ({
        contract_id: contract.id, client_id: client.id, language: 'en', original_sha256: sha256Hex(Buffer.from(`letter ${start + i}`)),
        signed_sha256: start + i === LETTERS - 1 ? sha256Hex(bigBytes) : null, status: (start + i === LETTERS - 1 ? 'signed' : 'declined'),
        sent_at: iso, created_at: iso, updated_at: iso,
      })),
    )
    .execute();
}

const verifyCpu = process.cpuUsage();
const readTimes: number[] = [];
const matchTimes: number[] = [];
const missTimes: number[] = [];
for (let i = 0; i < VERIFIES + 5; i++) {
  let started = performance.now();
  const bytes = fs.readFileSync(file);
  const read = performance.now() - started;
  started = performance.now();
  const found = await findLettersByHash(db, sha256Hex(bytes));
  const match = performance.now() - started;
  if (found.length !== 1) throw new Error('the big PDF was not found by its hash');
  // A copy with one changed byte: the hash matches nothing, the metadata is read for the claim.
  bytes[bytes.length - 100] = bytes[bytes.length - 100]! ^ 1;
  started = performance.now();
  const none = await findLettersByHash(db, sha256Hex(bytes));
  const claimed = await contractOfPdf(bytes);
  const miss = performance.now() - started;
  if (none.length !== 0 || claimed !== 7) throw new Error(`unexpected: ${none.length} matches, claims ${claimed}`);
  if (i >= 5) {
    readTimes.push(read);
    matchTimes.push(match);
    missTimes.push(miss);
  }
}

const verifyCpuMs = (({ user, system }) => (user + system) / 1000 / (VERIFIES + 5))(process.cpuUsage(verifyCpu));
const load = os.loadavg().map((value) => value.toFixed(2)).join(' ');
console.log(`engagement letters (node ${process.version}, ${os.cpus().length} CPUs, load average ${load})`);
console.log(`render a ${pages}-page letter (${first.length} bytes): p50 ${ms(percentile(renderTimes, 50))}, p99 ${ms(percentile(renderTimes, 99))} over ${RENDERS}, ${ms(renderCpuMs)} of CPU each (target p99 < 100 ms)`);
console.log(`verify a ${(bigBytes.length / 1024 / 1024).toFixed(1)} MB PDF among ${LETTERS} letters: read p50 ${ms(percentile(readTimes, 50))}; hash + lookup (match) p50 ${ms(percentile(matchTimes, 50))}, p99 ${ms(percentile(matchTimes, 99))}; no match + metadata claim p50 ${ms(percentile(missTimes, 50))}, p99 ${ms(percentile(missTimes, 99))} (target < 50 ms + read); ${ms(verifyCpuMs)} of CPU per round of read + match + miss`);
await db.destroy();
