import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/create-test-app';
import { Hono } from 'hono';
import { compressJson, preferredEncoding } from './compression';

describe('preferredEncoding', () => {
  it('takes brotli over gzip, honours q=0 and falls back to none', () => {
    expect(preferredEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(preferredEncoding('gzip')).toBe('gzip');
    expect(preferredEncoding('br;q=0, gzip;q=0.8')).toBe('gzip');
    expect(preferredEncoding('*')).toBe('gzip');
    expect(preferredEncoding('identity')).toBeUndefined();
    expect(preferredEncoding('gzip;q=0')).toBeUndefined();
    expect(preferredEncoding(undefined)).toBeUndefined();
  });
});

describe('API JSON compression', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.cleanup());

  it('compresses JSON over 1 KB and keeps the request id and security headers on it', async () => {
    const plain = await t.app.request('/api/openapi.json');
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    const res = await t.app.request('/api/openapi.json', { headers: { 'accept-encoding': 'gzip' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(res.headers.get('x-request-id')).toBeTruthy();
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(gunzipSync(Buffer.from(await res.arrayBuffer())).toString()).toBe(text);
  });

  it('never compresses better-auth answers (they carry TOTP keys and backup codes)', async () => {
    const app = new Hono();
    app.use('/api/*', compressJson());
    const big = { codes: Array.from({ length: 200 }, (_, i) => `code-${i}`) };
    app.get('/api/auth/two-factor/x', (c) => c.json(big));
    app.get('/api/other', (c) => c.json(big));
    const headers = { 'accept-encoding': 'gzip, br' };
    expect((await app.request('/api/auth/two-factor/x', { headers })).headers.get('content-encoding')).toBeNull();
    expect((await app.request('/api/other', { headers })).headers.get('content-encoding')).toBe('br');
  });

  it('leaves small answers and errors as they are', async () => {
    const small = await t.app.request('/api/health', { headers: { 'accept-encoding': 'br' } });
    expect(small.headers.get('content-encoding')).toBeNull();
    expect(await small.json()).toMatchObject({ status: 'ok' });
    const error = await t.app.request('/api/favorites', { headers: { 'accept-encoding': 'br' } });
    expect(error.status).toBe(401);
    expect(error.headers.get('content-encoding')).toBeNull();
  });
});
