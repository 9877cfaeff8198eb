/*
 * The ceiling: a bare node:http server that answers every request with bytes captured from the
 * real server (status, headers, body). Nothing is faster on this machine in Node, so the ratio
 * real/ceiling says how much of the budget taxdesk spends on its own work. The headers matter:
 * the security headers alone (about 750 bytes, 14 setHeader calls) cost a bare server a fifth of
 * its throughput on /healthz (bench/README.md), a cost no production answer may skip.
 */
import fs from 'node:fs';
import http from 'node:http';

interface Canned {
  status: number;
  contentType: string;
  headers: Record<string, string>;
  /** Base64 of the bytes as sent. */
  body: string;
}

const [file, port] = process.argv.slice(2);
const responses = Object.fromEntries(
  Object.entries(JSON.parse(fs.readFileSync(file!, 'utf8')) as Record<string, Canned>).map(([key, canned]) => [
    key,
    // Bodies are captured as sent (base64): a compressed answer is replayed compressed.
    { ...canned, body: Buffer.from(canned.body, 'base64') },
  ]),
);

http
  .createServer((request, response) => {
    if (request.url === '/__ready') {
      response.writeHead(200).end();
      return;
    }
    const canned = responses[`${request.method} ${request.url} ${request.headers['accept-encoding'] ?? ''}`];
    // Drain any request body before answering, as the real server must.
    request.resume();
    request.on('end', () => {
      if (!canned) {
        response.writeHead(404).end();
        return;
      }
      response.writeHead(canned.status, { ...canned.headers, 'content-type': canned.contentType, 'content-length': canned.body.length });
      response.end(canned.body);
    });
  })
  .listen(Number(port), '127.0.0.1');
