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

export function listen(fetch: (request: Request) => Response | Promise<Response>, options: ListenOptions): Promise<RunningServer> {
  return new Promise((resolve, reject) => {
    const server = serve({ fetch, port: options.port, hostname: options.host }) as Server;
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
