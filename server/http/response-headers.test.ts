import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleClients } from '../test/accounts';
import type { TestClient } from '../test/auth-client';
import { createTestApp, TEST_ASSET, type TestApp } from '../test/create-test-app';
import { jpegHead } from '../test/fixtures';

/**
 * Issue 11.3: the security headers on every route — each operation in /api/openapi.json and the
 * front end's pages and files — as a visitor and signed in, on success and on error answers.
 */

interface Operation {
  method: string;
  path: string;
}

let t: TestApp;
let c: Awaited<ReturnType<typeof roleClients>>;
let operations: Operation[];
let params: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  c = await roleClients(t);
  // The files a real build has beside index.html.
  fs.writeFileSync(path.join(t.clientDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
  fs.writeFileSync(path.join(t.clientDir, 'manifest.webmanifest'), '{"name":"Sportkiste"}');
  fs.writeFileSync(path.join(t.clientDir, 'changelog.json'), '[]');
  const doc = (await (await t.app.request('/api/openapi.json')).json()) as { paths: Record<string, Record<string, unknown>> };
  operations = Object.entries(doc.paths).flatMap(([p, ops]) =>
    Object.keys(ops).map((method) => ({ method: method.toUpperCase(), path: p })),
  );
  // Real names where that makes the call succeed, so success answers are checked too.
  const picture = (await (
    await c.user.request('/api/profile/picture', { method: 'PUT', body: jpegHead(20, 20), headers: { 'content-type': 'image/jpeg' } })
  ).json()) as { image: string };
  const file = (await (
    await c.admin.request('/api/files', { method: 'POST', body: jpegHead(10, 10), headers: { 'content-type': 'image/jpeg' } })
  ).json()) as { url: string };
  params = {
    id: /\/users\/([^/]+)\//.exec(picture.image)?.[1] as string,
    collection: 'fangspiele',
    name: file.url.split('/').pop() as string,
    token: 'kein-token',
  };
});
afterAll(() => t.cleanup());

function headerProblems(res: Response, where: string, api: boolean): string[] {
  const h = res.headers;
  const problems: string[] = [];
  const csp = h.get('content-security-policy') ?? '';
  if (!csp) problems.push('no CSP');
  if (/unsafe-eval/.test(csp)) problems.push("CSP allows 'unsafe-eval'");
  const scriptSrc = /script-src ([^;]*)/.exec(csp)?.[1] ?? /default-src ([^;]*)/.exec(csp)?.[1] ?? '';
  if (/unsafe-inline|\*|data:|https?:/.test(scriptSrc)) problems.push(`script-src too wide: ${scriptSrc}`);
  if (!/object-src 'none'/.test(csp)) problems.push('object-src not none');
  if (!/frame-ancestors 'none'/.test(csp) && h.get('x-frame-options') !== 'DENY') problems.push('may be framed');
  if (h.get('x-frame-options') !== 'DENY') problems.push('X-Frame-Options not DENY');
  if (h.get('x-content-type-options') !== 'nosniff') problems.push('no nosniff');
  if (!h.get('referrer-policy')) problems.push('no Referrer-Policy');
  if (h.has('x-powered-by') || h.has('server')) problems.push('names the server software');
  if (api && /json/.test(h.get('content-type') ?? '')) {
    const cache = h.get('cache-control') ?? '';
    // The content library revalidates with its ETag and is the same for every user; all else is no-store.
    const library =
      /^\/api\/collections\/[^/]+\/items$/.test(new URL(res.url || `http://x${where.split(' ')[1]}`).pathname) && res.status === 200;
    if (library ? !/private/.test(cache) || !/no-cache|no-store/.test(cache) : cache !== 'no-store')
      problems.push(`Cache-Control "${cache}"`);
  }
  return problems.map((p) => `${where} → ${res.status}: ${p}`);
}

async function call(client: TestClient, op: Operation) {
  const p = `${op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name] ?? 'x'))}`;
  const hasBody = !['GET', 'HEAD', 'DELETE'].includes(op.method);
  return client.request(p, { method: op.method, ...(hasBody ? { json: {} } : {}) });
}

describe('response headers on every route', () => {
  it('serves uploads with their real type, inline, never sniffed, and only to signed-in users (before sign-out runs below)', async () => {
    const res = await c.user.request(`/api/files/${params.name}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect(res.headers.get('cache-control')).toMatch(/^private/);
  });
  it('every API operation, as visitor, user and admin', async () => {
    const problems: string[] = [];
    let checked = 0;
    // Sign-out and account deletion change the caller: they run last.
    const last = (op: Operation) => Number(/sign-out|delete-user/.test(op.path));
    for (const op of [...operations].sort((a, b) => last(a) - last(b))) {
      for (const role of ['visitor', 'user', 'admin'] as const) {
        const res = await call(c[role], op);
        await res.arrayBuffer();
        problems.push(...headerProblems(res, `${op.method} ${op.path} as ${role}`, true));
        checked += 1;
      }
    }
    expect(operations.length).toBeGreaterThan(25);
    expect(checked).toBe(operations.length * 3);
    expect(problems).toEqual([]);
  });

  it('front-end pages, files, and error answers', async () => {
    const targets = [
      '/',
      '/tools',
      '/tools/stoppuhr',
      '/profil',
      `/${TEST_ASSET}`,
      '/sw.js',
      '/manifest.webmanifest',
      '/changelog.json',
      '/robots.txt',
      '/assets/gibt-es-nicht-123.js',
      '/api/gibt-es-nicht',
      '/api/files/..%2F..%2Fpackage.json',
    ];
    const problems: string[] = [];
    for (const target of targets) {
      for (const client of [c.visitor, c.admin]) {
        const res = await client.request(target);
        await res.arrayBuffer();
        problems.push(...headerProblems(res, `GET ${target}`, target.startsWith('/api/')));
      }
    }
    const head = await t.app.request('/', { method: 'HEAD' });
    problems.push(...headerProblems(head, 'HEAD /', false));
    const post = await t.app.request('/', { method: 'POST' });
    problems.push(...headerProblems(post, 'POST /', false));
    expect(problems).toEqual([]);
  });
});
