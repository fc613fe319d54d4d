// A load balancer on loopback for running several app processes as one site (the two-instance
// script and its test). It stands in for nginx or a cloud balancer, so it behaves like one
// where the app can tell the difference: each request (not each connection) goes to the next
// upstream, bodies are streamed both ways, and X-Forwarded-For is appended to, the way nginx's
// $proxy_add_x_forwarded_for does, so the app's TRUSTED_PROXIES handling is exercised as in
// production. X-Upstream names the instance that answered.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { pipeline } from 'node:stream';

export interface Upstream {
  name: string;
  /** e.g. http://127.0.0.1:3101 */
  base: string;
}

export interface Balancer {
  /** http://127.0.0.1:<port> */
  url: string;
  close: () => Promise<void>;
}

// Connection-scoped headers (RFC 9110 §7.6.1): they describe one hop and must not be passed on.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'proxy-authenticate',
  'proxy-authorization',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

const withoutHopByHop = (headers: http.IncomingHttpHeaders) =>
  Object.fromEntries(Object.entries(headers).filter(([name]) => !HOP_BY_HOP.has(name)));

/** The app compares addresses as IPv4 when the socket is IPv6-mapped; send them the same way. */
const plainAddress = (address = '') => (address.startsWith('::ffff:') ? address.slice(7) : address);

export async function startBalancer(upstreams: Upstream[], options: { port?: number; host?: string } = {}): Promise<Balancer> {
  if (upstreams.length === 0) throw new Error('a balancer needs at least one upstream');
  const host = options.host ?? '127.0.0.1';
  // Upstream connections are kept alive, as a real balancer pools them; without it every
  // forwarded request would pay for a new TCP connection.
  const agent = new http.Agent({ keepAlive: true });
  let next = 0;

  const server = http.createServer((req, res) => {
    const upstream = upstreams[next++ % upstreams.length] as Upstream;
    const target = new URL(req.url ?? '/', upstream.base);
    const forwardedFor = [req.headers['x-forwarded-for'], plainAddress(req.socket.remoteAddress)].filter(Boolean).join(', ');
    const proxied = http.request(target, {
      method: req.method,
      agent,
      headers: {
        ...withoutHopByHop(req.headers),
        'x-forwarded-for': forwardedFor,
        'x-forwarded-proto': 'http',
        ...(req.headers.host ? { 'x-forwarded-host': req.headers.host } : {}),
      },
    });
    proxied.on('response', (answer) => {
      res.writeHead(answer.statusCode ?? 502, { ...withoutHopByHop(answer.headers), 'x-upstream': upstream.name });
      // pipeline, not pipe: an upstream that dies mid-body must cut the client off, not leave it waiting.
      pipeline(answer, res, () => undefined);
    });
    proxied.on('error', (error) => {
      if (res.headersSent || res.destroyed) {
        res.destroy(error);
        return;
      }
      res.writeHead(502, { 'content-type': 'text/plain; charset=utf-8', 'x-upstream': upstream.name });
      res.end(`upstream ${upstream.name} failed: ${error.message}\n`);
    });
    // A client that goes away mid-request must not leave the upstream request hanging.
    res.on('close', () => {
      if (!res.writableFinished) proxied.destroy();
    });
    req.pipe(proxied);
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${host}:${port}`,
    close: async () => {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      agent.destroy();
    },
  };
}
