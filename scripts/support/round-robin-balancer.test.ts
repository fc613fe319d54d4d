// The balancer on its own, against two tiny upstreams (no database needed, so it runs in every
// `npm test`): what the two-instance test relies on, and what would be wrong behind nginx if
// the balancer differed from it.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../server/test/free-port';
import { startBalancer, type Balancer } from './round-robin-balancer';

/** Answers with what it received: its name, the headers, and the body's length and checksum. */
function echoUpstream(name: string) {
  return http.createServer((req, res) => {
    let length = 0;
    let sum = 0;
    req.on('data', (chunk: Buffer) => {
      length += chunk.length;
      for (const byte of chunk) sum = (sum + byte) % 65521;
    });
    req.on('end', () => {
      if (req.url === '/big') {
        res.writeHead(200, { 'content-type': 'application/octet-stream', 'set-cookie': ['a=1', 'b=2'] });
        res.end(Buffer.alloc(2_000_000, 7));
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ name, method: req.method, url: req.url, headers: req.headers, length, sum }));
    });
  });
}

const upstreams = [echoUpstream('a'), echoUpstream('b')];
let balancer: Balancer;
beforeAll(async () => {
  for (const server of upstreams) await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  balancer = await startBalancer(
    upstreams.map((server, i) => ({ name: i === 0 ? 'a' : 'b', base: `http://127.0.0.1:${(server.address() as AddressInfo).port}` })),
  );
});
afterAll(async () => {
  await balancer.close();
  for (const server of upstreams) await new Promise((resolve) => server.close(resolve));
});

interface Echo {
  name: string;
  method: string;
  url: string;
  headers: Record<string, string>;
  length: number;
  sum: number;
}

describe('round-robin balancer', () => {
  it('sends each request, not each connection, to the next upstream and says which answered', async () => {
    // fetch keeps one connection alive for all four.
    const answered = [];
    for (let i = 0; i < 4; i++) {
      const res = await fetch(`${balancer.url}/api/health?i=${i}`);
      const echo = (await res.json()) as Echo;
      expect(res.headers.get('x-upstream')).toBe(echo.name);
      expect(echo.url).toBe(`/api/health?i=${i}`);
      answered.push(echo.name);
    }
    expect(answered).toEqual(['a', 'b', 'a', 'b']);
  });

  it('appends the client address to X-Forwarded-For and keeps Host, as nginx does', async () => {
    const res = await fetch(`${balancer.url}/x`, { headers: { 'x-forwarded-for': '198.51.100.7' } });
    const { headers } = (await res.json()) as Echo;
    expect(headers['x-forwarded-for']).toBe('198.51.100.7, 127.0.0.1');
    expect(headers['x-forwarded-proto']).toBe('http');
    expect(headers.host).toBe(new URL(balancer.url).host);
    expect(headers['x-forwarded-host']).toBe(new URL(balancer.url).host);
  });

  it('streams bodies both ways unchanged, with every Set-Cookie', async () => {
    const body = new Uint8Array(1_500_000).map((_, i) => (i * 31) % 251);
    const res = await fetch(`${balancer.url}/upload`, { method: 'POST', body, headers: { 'content-type': 'application/octet-stream' } });
    const echo = (await res.json()) as Echo;
    expect(echo.method).toBe('POST');
    expect(echo.length).toBe(body.length);
    expect(echo.sum).toBe(body.reduce((sum, byte) => (sum + byte) % 65521, 0));

    const big = await fetch(`${balancer.url}/big`);
    expect(big.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect((await big.arrayBuffer()).byteLength).toBe(2_000_000);
  });

  it('answers 502 naming the upstream when it cannot be reached', async () => {
    const down = await startBalancer([{ name: 'gone', base: `http://127.0.0.1:${await freePort()}` }]);
    try {
      const res = await fetch(`${down.url}/api/health`);
      expect(res.status).toBe(502);
      expect(res.headers.get('x-upstream')).toBe('gone');
    } finally {
      await down.close();
    }
  });
});
