import type { Server } from 'node:http';

/**
 * On a stop, idle keep-alive connections are not cut at once (Node's server.close() and Fastify's
 * forceCloseConnections: 'idle' both call closeIdleConnections). A client, nginx above all, may be
 * sending its next request on one in that very instant: the request reaches a closed socket, and a
 * POST that may have been carried out is answered 502 and never repeated (issue 28.12: 2 of 3
 * rolling restarts lost one). So for `drainMs` they stay open: what arrives on them is answered
 * with `Connection: close` (the app's closing hook) and the connection ends after that answer, and
 * a connection its client closes is gone. nginx closes idle upstream connections itself after its
 * keepalive_timeout, shorter than the drain (deploy/nginx/taxdesk.conf), so behind it none is left
 * to cut. Whatever is still idle after `drainMs` (a client with a long keep-alive of its own) is
 * closed then, as before.
 */
export function drainIdleConnectionsOnClose(server: Server, drainMs: number): void {
  const closeIdle = server.closeIdleConnections.bind(server);
  let timer: NodeJS.Timeout | undefined;
  server.closeIdleConnections = () => {
    if (!server.listening && timer === undefined) {
      // Never listened (or already closed): nothing to drain.
      closeIdle();
      return;
    }
    timer ??= setTimeout(closeIdle, drainMs);
  };
  server.on('close', () => clearTimeout(timer));
}
