import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../test/auth-client';
import { createTestApp, TEST_ASSET, type TestApp } from '../test/create-test-app';

const TOKEN = 'metrics-token-for-tests-0123456789';

let on: TestApp;
let off: TestApp;
beforeAll(async () => {
  [on, off] = await Promise.all([createTestApp({ METRICS_TOKEN: TOKEN }), createTestApp()]);
});
afterAll(async () => {
  await Promise.all([on.cleanup(), off.cleanup()]);
});

const scrape = (t: TestApp, authorization?: string) =>
  t.app.request('/metrics', authorization === undefined ? {} : { headers: { Authorization: authorization } });

/** The value of one sample line, e.g. `http_requests_total{method="GET",route="/api/site",status="200"}`. */
function sample(body: string, series: string): number | undefined {
  const line = body.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics without METRICS_TOKEN', () => {
  it('does not exist: 404, not the front end, even with a bearer token', async () => {
    for (const authorization of [undefined, `Bearer ${TOKEN}`]) {
      const res = await scrape(off, authorization);
      expect(res.status).toBe(404);
      expect(await res.text()).not.toContain('<html');
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
  });
});

describe('GET /metrics with METRICS_TOKEN', () => {
  it('refuses a missing, wrong or differently sent token with 401 and WWW-Authenticate: Bearer', async () => {
    const refused = [
      undefined,
      '',
      'Bearer',
      `Bearer ${TOKEN.slice(0, -1)}`,
      `Bearer ${TOKEN}x`,
      `Bearer ${TOKEN.toUpperCase()}`,
      `Basic ${Buffer.from(`x:${TOKEN}`).toString('base64')}`,
      TOKEN,
    ];
    for (const authorization of refused) {
      const res = await scrape(on, authorization);
      expect(res.status, String(authorization)).toBe(401);
      expect(res.headers.get('www-authenticate'), String(authorization)).toMatch(/^Bearer\b/);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expect(await res.text()).not.toContain('http_requests_total');
    }
  });

  it('answers the token holder in Prometheus text format, not cached', async () => {
    const res = await scrape(on, `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const body = await res.text();
    expect(body).toContain('# TYPE http_requests_total counter');
    expect(body).toContain('# TYPE http_request_duration_seconds histogram');
    // Process figures from prom-client's default collectors.
    expect(body).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(body).toMatch(/^nodejs_heap_size_used_bytes \d/m);
    // The scheme name is case-insensitive (RFC 9110).
    expect((await scrape(on, `bearer ${TOKEN}`)).status).toBe(200);
  });

  it('reports the database pool honestly for the dialect in use', async () => {
    const body = await (await scrape(on, `Bearer ${TOKEN}`)).text();
    if (on.deps.dialect === 'postgres') {
      expect(sample(body, 'db_pool_max_connections')).toBe(10);
      expect(sample(body, 'db_pool_open_connections')).toBeGreaterThanOrEqual(1);
      expect(sample(body, 'db_pool_idle_connections')).toBeGreaterThanOrEqual(0);
      expect(sample(body, 'db_pool_waiting_queries')).toBe(0);
    } else {
      expect(sample(body, 'db_pool_max_connections')).toBe(1);
      expect(sample(body, 'db_pool_open_connections')).toBe(1);
      // better-sqlite3 cannot tell idle from busy; a gauge stuck at 0 would be a lie.
      expect(body).not.toContain('db_pool_idle_connections');
      expect(body).not.toContain('db_pool_waiting_queries');
    }
  });
});

describe('request figures', () => {
  it('label requests by route pattern — never by raw path — and leave scrapes out', async () => {
    const t = await createTestApp({ METRICS_TOKEN: TOKEN });
    try {
      const before = await (await scrape(t, `Bearer ${TOKEN}`)).text();
      await scrape(t, `Bearer ${TOKEN}`);
      // Two scrapes and nothing else: no request counted yet.
      expect(await (await scrape(t, `Bearer ${TOKEN}`)).text()).not.toMatch(/^http_requests_total\{/m);
      expect(before).not.toMatch(/^http_requests_total\{/m);

      const visitor = new TestClient(t);
      const secretId = 'a1b2c3d4-person-id-e5f6';
      const fuzz = ['..%2F..%2Fetc%2Fpasswd', '%3Cscript%3Ealert(1)%3C%2Fscript%3E', 'x'.repeat(60)];
      expect((await visitor.request(`/api/users/${secretId}/picture`)).status).toBe(401);
      for (const f of fuzz) await (await visitor.request(`/api/users/${f}/picture`)).arrayBuffer();
      expect((await visitor.request('/api/site')).status).toBe(200);
      expect((await visitor.request(`/api/gibt-es-nicht/${secretId}`)).status).toBe(404);
      expect((await visitor.request(`/api/${fuzz[0]}`)).status).toBe(404);
      expect((await visitor.request('/')).status).toBe(200);
      expect((await visitor.request(`/${TEST_ASSET}`)).status).toBe(200);
      expect((await visitor.request(`/tools/${secretId}`)).status).toBe(200);
      // A guard refusing before the handler runs (a NUL in the address) still counts under the operation.
      expect((await visitor.request(`/api/content/${secretId}%00`, { method: 'DELETE' })).status).toBe(400);
      await t.app.request('/api/site', { method: 'BREW' });

      const body = await (await scrape(t, `Bearer ${TOKEN}`)).text();
      expect(sample(body, 'http_requests_total{method="GET",route="/api/users/:id/picture",status="401"}')).toBe(1 + fuzz.length);
      expect(sample(body, 'http_requests_total{method="GET",route="/api/site",status="200"}')).toBe(1);
      expect(sample(body, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(2);
      expect(sample(body, 'http_requests_total{method="GET",route="static",status="200"}')).toBe(3);
      expect(sample(body, 'http_requests_total{method="DELETE",route="/api/content/:id",status="400"}')).toBe(1);
      expect(body).toMatch(/^http_requests_total\{method="OTHER",route="[^"]+",status="\d{3}"\} 1$/m);
      expect(sample(body, 'http_request_duration_seconds_count{method="GET",route="/api/site"}')).toBe(1);
      expect(sample(body, 'http_request_duration_seconds_bucket{le="+Inf",method="GET",route="/api/users/:id/picture"}')).toBe(
        1 + fuzz.length,
      );

      const routes = new Set([...body.matchAll(/route="([^"]*)"/g)].map((m) => m[1]));
      expect([...routes].sort()).toEqual(['/api/content/:id', '/api/site', '/api/users/:id/picture', 'static', 'unmatched'].sort());
      for (const raw of [secretId, 'passwd', '<script', '%3C', 'x'.repeat(60), 'BREW']) expect(body, raw).not.toContain(raw);
    } finally {
      await t.cleanup();
    }
  });
});
