import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ASSET, TEST_INDEX_HTML, type TestApp } from './test/create-test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.cleanup();
});

describe('GET /api/site', () => {
  it('reports the version and no operator until configured', async () => {
    const res = await t.app.request('/api/site');
    const body = (await res.json()) as { name: string; version: string; operator: unknown };
    expect(body.name).toBe('Sportkiste');
    expect(body.version).toMatch(/^\d+\.\d+\.\d+/);
    expect(body.operator).toBeNull();
  });

  it('reports the operator details from the configuration', async () => {
    const configured = await createTestApp({
      OPERATOR_NAME: 'Grundschule Am Park',
      OPERATOR_ADDRESS: 'Parkweg 3; 12345 Musterstadt',
      OPERATOR_EMAIL: 'sport@gs-am-park.de',
    });
    const body = (await (await configured.app.request('/api/site')).json()) as { operator: unknown };
    expect(body.operator).toEqual({
      name: 'Grundschule Am Park',
      address: 'Parkweg 3\n12345 Musterstadt',
      email: 'sport@gs-am-park.de',
    });
    await configured.cleanup();
  });
});

describe('unknown API paths', () => {
  it('answer 404 with a JSON error, never the front end', async () => {
    const res = await t.app.request('/api/gibt-es-nicht');
    expect(res.status).toBe(404);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toMatchObject({ error: { code: 'NOT_FOUND' } });
  });
});

describe('security headers', () => {
  it('are sent on API, page and error responses', async () => {
    for (const url of ['/api/health', '/', '/api/gibt-es-nicht', '/assets/fehlt.js']) {
      const res = await t.app.request(url);
      const csp = res.headers.get('content-security-policy') ?? '';
      const scriptSrc = csp.split(';').find((d) => d.trim().startsWith('script-src')) ?? '';
      expect(scriptSrc, url).toContain("'self'");
      expect(scriptSrc, url).not.toMatch(/unsafe-inline|unsafe-eval/);
      expect(csp, url).toContain("frame-ancestors 'none'");
      expect(csp, url).toContain("object-src 'none'");
      expect(res.headers.get('x-content-type-options'), url).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), url).toBe('strict-origin-when-cross-origin');
    }
  });

  it('send HSTS only when the public address is https', async () => {
    expect((await t.app.request('/')).headers.get('strict-transport-security')).toBeNull();
    const https = await createTestApp({ PUBLIC_URL: 'https://sport.example.de' });
    expect((await https.app.request('/')).headers.get('strict-transport-security')).toMatch(/max-age=31536000/);
    await https.cleanup();
  });
});

describe('front-end files', () => {
  it('serve hashed assets with a year of immutable caching', async () => {
    const res = await t.app.request(`/${TEST_ASSET}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serve index.html with no-cache at / and for deep links (client routing on reload)', async () => {
    for (const url of ['/', '/tools/stoppuhr', '/unterrichtsreihen/ballgewoehnung', '/gibt/es/nicht']) {
      const res = await t.app.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
      expect(await res.text(), url).toBe(TEST_INDEX_HTML);
    }
  });

  it('answer 404 for a missing file instead of returning the page as script', async () => {
    const res = await t.app.request('/assets/index-alt.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('<html');
  });

  it('never serve files outside the build folder', async () => {
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await t.app.request(url);
      expect(await res.text(), url).not.toContain('"name"');
    }
  });

  it('serve other files with short caching', async () => {
    const res = await t.app.request('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });
});
