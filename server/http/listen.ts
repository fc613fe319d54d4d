import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';

export interface RunningServer {
  port: number;
  /** Stops accepting connections, lets in-flight requests finish, then resolves. */
  close(): Promise<void>;
}

export interface ListenOptions {
  port: number;
  host: string;
  /** After this long, connections still open are cut so a stuck client cannot block a deploy. */
  drainTimeoutMs?: number;
}

/**
 * How long a connection may wait for its next request. Longer than a reverse proxy keeps its idle
 * connections to us (nginx's upstream keepalive_timeout: 60 s): with Node's default of 5 s the
 * server closed connections the proxy was about to reuse, and that request failed (a 502 behind
 * nginx; in the end-to-end tests an admin's request after 5 s of page work: ECONNRESET).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

export function listen(fetch: (request: Request) => Response | Promise<Response>, options: ListenOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: options.port, hostname: options.host }) as Server;
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    // Kept above the keep-alive time, the usual pairing (older Node cut connections whose next
    // request's headers were still arriving when the keep-alive time ran out).
    server.headersTimeout = KEEP_ALIVE_TIMEOUT_MS + 1_000;
    server.once('error', reject);
    server.once('listening', () => {
      server.off('error', reject);
      const { port } = server.address() as AddressInfo;
      resolve({
        port,
        close: () =>
          new Promise<void>((done) => {
            const timer = setTimeout(() => server.closeAllConnections(), options.drainTimeoutMs ?? 10_000);
            // Keep-alive sockets hold close() open until they time out; drop each one as soon
            // as its last request has been answered.
            const sweeper = setInterval(() => server.closeIdleConnections(), 50);
            timer.unref();
            sweeper.unref();
            server.close(() => {
              clearTimeout(timer);
              clearInterval(sweeper);
              done();
            });
            server.closeIdleConnections();
          }),
      });
    });
  });
}
