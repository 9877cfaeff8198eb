import type http from 'node:http';
import { nodeHttp } from './http/node-http.js';
import type { App } from './http/app-types.js';

/**
 * METRICS_PORT: a plain HTTP listener that answers only GET /metrics, for a scraper on a private
 * network (bound to METRICS_HOST, 127.0.0.1 by default). It never serves the API.
 */
export async function serveMetrics(app: App, host: string, port: number): Promise<http.Server> {
  const server = nodeHttp.createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found\n');
      return;
    }
    app.metrics.registry.metrics().then(
      (text) => response.writeHead(200, { 'content-type': app.metrics.registry.contentType, 'cache-control': 'no-store' }).end(text),
      (error: Error) => {
        app.log.error({ err: error }, 'metrics collection failed');
        response.writeHead(500, { 'content-type': 'text/plain' }).end('metrics unavailable\n');
      },
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
