/*
 * Rendering an invoice to a PDF (issue 34, "Performance": p99 under 100 ms): the layout in Korean
 * with VAT and payment instructions, then pdf-lib with the subset fonts, as GET
 * /api/revenue-tracking/{id}/invoice and the portal's PDF do after their one query. The first render
 * (reading and parsing the fonts, once per process) is reported apart. Prints the load average.
 * Run: npx tsx bench/invoice-render.ts [renders=200]
 */
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { invoiceLayout, type InvoiceData } from '../src/shared/invoices/invoice.js';
import { renderPdf } from '../src/shared/pdf/index.js';

const renders = Number(process.argv[2] ?? 200);
const invoice = (n: number): InvoiceData => ({
  id: n,
  clientId: 7,
  invoiceNumber: `2027-${String(n).padStart(4, '0')}`,
  description: `종합소득세 신고 대행 및 장부 작성 (2026년 귀속) #${n}`,
  amount: 33_000_000 + n,
  invoiceDate: '2027-05-02',
  dueDate: '2027-05-31',
  isPaid: false,
  paidAt: null,
  updatedAt: '2027-05-02T01:00:00.000Z',
  client: { name: '홍길동', businessNumber: '123-45-67890', address: '서울특별시 중구 세종대로 110', email: 'hong@example.com', locale: 'ko' },
  firm: {
    name: '한빛 세무회계 Hanbit Tax',
    address: '서울특별시 강남구 테헤란로 123',
    phone: '02-123-4567',
    email: 'office@hanbit-tax.example',
    paymentInstructions: '하나은행 123-456789-01234 (예금주: 한빛 세무회계)\n입금 시 청구서 번호를 적어 주십시오.',
    taxRatePercent: 10,
    updatedAt: '2027-01-01T00:00:00.000Z',
  },
  paymentLink: null,
});
const options = { locale: 'ko' as const, currency: 'KRW', timeZone: 'Asia/Seoul' };

const first = performance.now();
const bytes = await renderPdf(invoiceLayout(invoice(0), options));
const firstMs = performance.now() - first;
const times: number[] = [];
const cpuBefore = process.cpuUsage();
for (let n = 1; n <= renders; n++) {
  const start = performance.now();
  await renderPdf(invoiceLayout(invoice(n), options));
  times.push(performance.now() - start);
}
const cpu = process.cpuUsage(cpuBefore);
// CPU time per render does not depend on how many others share the cores, unlike the wall times.
const cpuMs = (cpu.user + cpu.system) / 1000 / renders;
times.sort((a, b) => a - b);
const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)]!.toFixed(1);
process.stdout.write(
  `first render (fonts read and parsed): ${firstMs.toFixed(0)} ms, ${bytes.length} bytes\n` +
    `${renders} renders: p50 ${at(0.5)} ms, p90 ${at(0.9)} ms, p99 ${at(0.99)} ms, max ${times.at(-1)!.toFixed(1)} ms\n` +
    `CPU per render: ${cpuMs.toFixed(1)} ms (user + system)\n` +
    `load average: ${os.loadavg().map((value) => value.toFixed(2)).join(' ')} (${os.cpus().length} cores)\n`,
);
